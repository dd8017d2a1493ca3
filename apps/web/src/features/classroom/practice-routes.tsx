import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { PracticePage } from './practice-page';

// A problem page brings the workspace (and, later, the editor); the list does not need either.
const PracticeProblemPage = lazy(() =>
  import('./practice-problem-page').then((m) => ({ default: m.PracticeProblemPage })),
);

/** /practice (the list, rendered on the server) and /practice/<slug> (one problem, in the browser). */
export function PracticeRoutes() {
  return (
    <Routes>
      <Route index element={<PracticePage />} />
      <Route
        path=":slug"
        element={
          <Suspense fallback={<PageSpinner />}>
            <PracticeProblemPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
