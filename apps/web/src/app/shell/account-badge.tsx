import { type HeaderUser, initials } from '@kalvi/shared';

/** The signed-in learner's initials and first name, as the header shows them on any screen. */
export function AccountBadge({ user }: { user: HeaderUser }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-ink"
      >
        {initials(user.firstName, user.lastName)}
      </span>
      <span className="max-w-28 truncate font-medium">{user.firstName}</span>
    </>
  );
}
