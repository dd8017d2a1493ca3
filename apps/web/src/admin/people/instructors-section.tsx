import { Route, Routes } from 'react-router';
import { InstructorPage, NewInstructorPage } from './instructor-page';
import { InstructorsPage } from './instructors-page';

/** /admin/instructors: the records; /new: a new one; /:id: one record, its form and assignments. */
export function InstructorsSection() {
  return (
    <Routes>
      <Route index element={<InstructorsPage />} />
      <Route path="new" element={<NewInstructorPage />} />
      <Route path=":id" element={<InstructorPage />} />
    </Routes>
  );
}
