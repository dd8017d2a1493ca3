import { Route, Routes } from 'react-router';
import { EventFormPage } from './event-form-page';
import { EventsPage } from './events-page';
import { WaitlistPage } from './waitlist-page';

/** /admin/events: the list; /admin/events/new: a new event; /admin/events/:id: edit one; /admin/events/:id/waitlist: its waitlist. */
export function EventsSection() {
  return (
    <Routes>
      <Route index element={<EventsPage />} />
      <Route path="new" element={<EventFormPage />} />
      <Route path=":id" element={<EventFormPage />} />
      <Route path=":id/waitlist" element={<WaitlistPage />} />
    </Routes>
  );
}
