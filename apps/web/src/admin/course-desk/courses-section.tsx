import { Route, Routes } from 'react-router';
import { EditCoursePage, NewCoursePage } from './course-editor';
import { CoursesPage } from './courses-page';

/** /admin/courses: the list; /admin/courses/new: a new draft; /admin/courses/:id: one course. */
export function CoursesSection() {
  return (
    <Routes>
      <Route index element={<CoursesPage />} />
      <Route path="new" element={<NewCoursePage />} />
      <Route path=":id" element={<EditCoursePage />} />
    </Routes>
  );
}
