import type account from '../locales/en/account.json';
import type auth from '../locales/en/auth.json';
import type catalogue from '../locales/en/catalogue.json';
import type chat from '../locales/en/chat.json';
import type common from '../locales/en/common.json';
import type courses from '../locales/en/courses.json';
import type events from '../locales/en/events.json';
import type feeds from '../locales/en/feeds.json';
import type fields from '../locales/en/fields.json';
import type home from '../locales/en/home.json';
import type payments from '../locales/en/payments.json';
import type site from '../locales/en/site.json';

// Typed keys: a missing or misspelt string fails `tsc` instead of showing a raw key to a learner.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      courses: typeof courses;
      events: typeof events;
      payments: typeof payments;
      feeds: typeof feeds;
      site: typeof site;
      home: typeof home;
      chat: typeof chat;
      account: typeof account;
      catalogue: typeof catalogue;
      fields: typeof fields;
    };
  }
}
