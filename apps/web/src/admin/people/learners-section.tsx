import { Route, Routes } from 'react-router';
import { LearnerPage } from './learner-page';
import { LearnersPage } from './learners-page';

/** /admin/learners: the search; /admin/learners/:id: one learner's page. */
export function LearnersSection() {
  return (
    <Routes>
      <Route index element={<LearnersPage />} />
      <Route path=":id" element={<LearnerPage />} />
    </Routes>
  );
}
