/** The refusals of the sign-in throttle and the change-password limit, in English and Tamil. */

function waitText(ms: number): { en: string; ta: string } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return { en: `${seconds} seconds`, ta: `${seconds} விநாடிகள்` };
  const minutes = Math.ceil(seconds / 60);
  return { en: `${minutes} minutes`, ta: `${minutes} நிமிடங்கள்` };
}

export const SIGN_IN_THROTTLED = {
  en: (wait: string) =>
    `Too many failed sign-in attempts. Please wait ${wait} and try again, or reset your password.`,
  ta: (wait: string) =>
    `தவறான உள்நுழைவு முயற்சிகள் அதிகம். ${wait} காத்திருந்து மீண்டும் முயலுங்கள், அல்லது கடவுச்சொல்லை மாற்றியமையுங்கள்.`,
};

export const CHANGE_PASSWORD_LIMITED = {
  en: (minutes: number) => `Too many password changes were tried. Please try again in ${minutes} minutes.`,
  ta: (minutes: number) => `கடவுச்சொல்லை மாற்றப் பலமுறை முயன்றுள்ளீர்கள். ${minutes} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.`,
};

export function throttledMessage(waitMs: number): string {
  return SIGN_IN_THROTTLED.en(waitText(waitMs).en);
}
