import type account from '../locales/en/account.json';
import type admin from '../locales/en/admin.json';
import type admincourses from '../locales/en/admincourses.json';
import type adminops from '../locales/en/adminops.json';
import type adminsettings from '../locales/en/adminsettings.json';
import type auth from '../locales/en/auth.json';
import type batchdesk from '../locales/en/batchdesk.json';
import type batches from '../locales/en/batches.json';
import type catalogue from '../locales/en/catalogue.json';
import type chat from '../locales/en/chat.json';
import type classroom from '../locales/en/classroom.json';
import type classroomadmin from '../locales/en/classroomadmin.json';
import type common from '../locales/en/common.json';
import type courses from '../locales/en/courses.json';
import type events from '../locales/en/events.json';
import type exercisesadmin from '../locales/en/exercisesadmin.json';
import type feeds from '../locales/en/feeds.json';
import type fields from '../locales/en/fields.json';
import type footer from '../locales/en/footer.json';
import type holidaysadmin from '../locales/en/holidaysadmin.json';
import type home from '../locales/en/home.json';
import type notifications from '../locales/en/notifications.json';
import type payments from '../locales/en/payments.json';
import type people from '../locales/en/people.json';
import type questionsadmin from '../locales/en/questionsadmin.json';
import type refunds from '../locales/en/refunds.json';
import type site from '../locales/en/site.json';

// Typed keys: a missing or misspelt string fails `tsc` instead of showing a raw key to a learner.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      batches: typeof batches;
      batchdesk: typeof batchdesk;
      courses: typeof courses;
      events: typeof events;
      exercisesadmin: typeof exercisesadmin;
      payments: typeof payments;
      feeds: typeof feeds;
      site: typeof site;
      home: typeof home;
      chat: typeof chat;
      account: typeof account;
      notifications: typeof notifications;
      catalogue: typeof catalogue;
      fields: typeof fields;
      footer: typeof footer;
      admin: typeof admin;
      adminops: typeof adminops;
      admincourses: typeof admincourses;
      adminsettings: typeof adminsettings;
      classroom: typeof classroom;
      classroomadmin: typeof classroomadmin;
      people: typeof people;
      questionsadmin: typeof questionsadmin;
      holidaysadmin: typeof holidaysadmin;
      refunds: typeof refunds;
    };
  }
}
