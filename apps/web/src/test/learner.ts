import { type HeaderUser, headerUserSchema, type User } from '@kalvi/shared';

/** A signed-in learner as GET /api/auth/me returns one; tests override what they care about. */
export function aLearner(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    firstName: 'Arun',
    lastName: 'Kumar',
    fullName: 'Arun Kumar',
    email: 'arun@example.com',
    phone: '',
    location: '',
    bio: '',
    website: '',
    profilePicture: '',
    socialLinks: { linkedin: '', github: '', twitter: '', instagram: '' },
    stateCode: '',
    enrolledCourses: [],
    enrolledEvents: [],
    preferredLanguage: null,
    role: 'learner',
    ...overrides,
  };
}

/** What a server-rendered page carries of the same learner (the header's fields). */
export function aHeaderUser(overrides: Partial<User> = {}): HeaderUser {
  return headerUserSchema.parse(aLearner(overrides));
}
