import { Route, Routes } from 'react-router';
import { BatchPage } from './batch-page';
import { BatchesPage } from './batches-page';
import { NewBatchPage } from './new-batch-page';

/**
 * /admin/courses/<course>/batches: a course's batch desk (docs/product/batches.md#the-batch-desk),
 * reached from the course's page; /new makes a batch from a pattern; /<batch> runs one.
 */
export function BatchDeskSection() {
  return (
    <Routes>
      <Route index element={<BatchesPage />} />
      <Route path="new" element={<NewBatchPage />} />
      <Route path=":batchId" element={<BatchPage />} />
    </Routes>
  );
}
