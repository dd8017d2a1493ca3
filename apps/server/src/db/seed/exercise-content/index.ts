import type { ExerciseInput } from '@kalvi/shared';
import { DATA_SCIENCE_CAREER } from './course-data-science-career.ts';
import { DEEP_LEARNING_COURSE } from './course-deep-learning.ts';
import { JAVASCRIPT_ESSENTIALS } from './course-javascript.ts';
import { LLM_RAG_COURSE } from './course-llm-rag.ts';
import { MERN_COURSE } from './course-mern.ts';
import { ML_COURSE } from './course-ml.ts';
import { NEXTJS_COURSE } from './course-nextjs.ts';
import { NODE_COURSE } from './course-node.ts';
import { OPENCV_COURSE } from './course-opencv.ts';
import { PANDAS_COURSE } from './course-pandas.ts';
import { PYTHON_FOR_AI } from './course-python.ts';
import { REACT_COURSE } from './course-react.ts';
import { SPARK_COURSE } from './course-spark.ts';
import { EXCEL_TO_SQL } from './course-sql.ts';
import { STATISTICS_COURSE } from './course-statistics.ts';
import { JAVASCRIPT_PRACTICE_EASY } from './practice-javascript.ts';
import { JAVASCRIPT_PRACTICE_HARD } from './practice-javascript-hard.ts';
import { JAVASCRIPT_PRACTICE_MEDIUM } from './practice-javascript-medium.ts';
import { PYTHON_PRACTICE_EASY } from './practice-python.ts';
import { PYTHON_PRACTICE_HARD } from './practice-python-hard.ts';
import { PYTHON_PRACTICE_MEDIUM } from './practice-python-medium.ts';
import { SQL_PRACTICE_EASY } from './practice-sql.ts';
import { SQL_PRACTICE_HARD, SQL_PRACTICE_MEDIUM } from './practice-sql-advanced.ts';

/**
 * The seeded coding exercises (issue 28, docs/decisions/171-coding-exercises.md): the free
 * practice set, easy to hard, and at least three exercises for each course that teaches code.
 * The seeder appends a course's exercises to its last section unless `sectionTitle` names one.
 * content.test.ts runs every reference solution and starter against the tests.
 */
export const EXERCISE_CONTENT: {
  practice: (ExerciseInput & { slug: string })[];
  courses: { courseTitle: string; sectionTitle?: string; exercises: ExerciseInput[] }[];
} = {
  practice: [
    ...PYTHON_PRACTICE_EASY,
    ...JAVASCRIPT_PRACTICE_EASY,
    ...SQL_PRACTICE_EASY,
    ...PYTHON_PRACTICE_MEDIUM,
    ...JAVASCRIPT_PRACTICE_MEDIUM,
    ...SQL_PRACTICE_MEDIUM,
    ...PYTHON_PRACTICE_HARD,
    ...JAVASCRIPT_PRACTICE_HARD,
    ...SQL_PRACTICE_HARD,
  ],
  courses: [
    { courseTitle: 'JavaScript Essentials for Absolute Beginners', exercises: JAVASCRIPT_ESSENTIALS },
    { courseTitle: 'Python Programming for AI', exercises: PYTHON_FOR_AI },
    { courseTitle: 'Excel to SQL: Data Analysis Basics', exercises: EXCEL_TO_SQL },
    { courseTitle: 'Data Analysis with Pandas & NumPy', exercises: PANDAS_COURSE },
    { courseTitle: 'Node.js & Express API Development', exercises: NODE_COURSE },
    { courseTitle: 'React.js from Zero to Deployment', exercises: REACT_COURSE },
    { courseTitle: 'Full Stack MERN Developer Program', exercises: MERN_COURSE },
    { courseTitle: 'Next.js & TypeScript for Production Apps', exercises: NEXTJS_COURSE },
    { courseTitle: 'Machine Learning with Python & scikit-learn', exercises: ML_COURSE },
    { courseTitle: 'Deep Learning with PyTorch', exercises: DEEP_LEARNING_COURSE },
    { courseTitle: 'Building LLM Apps with RAG and LangChain', exercises: LLM_RAG_COURSE },
    { courseTitle: 'Computer Vision with OpenCV', exercises: OPENCV_COURSE },
    { courseTitle: 'Statistics for Data Science in Tamil', exercises: STATISTICS_COURSE },
    { courseTitle: 'Data Science Career Track', exercises: DATA_SCIENCE_CAREER },
    { courseTitle: 'Big Data with Apache Spark', exercises: SPARK_COURSE },
  ],
};
