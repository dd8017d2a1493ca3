/**
 * Tamil for the server's sentences about running in production: database and Redis outages,
 * readiness (docs/decisions/140, 141). Keys are the English sentences the server answers.
 */
export const productionMessages: Record<string, string> = {
  'Kalvi cannot record your payment right now because its database is not answering. Your payment is safe and nothing is lost: please do not pay again. Try again in a minute to finish your enrolment.':
    'Database பதிலளிக்காததால் உங்கள் கட்டணத்தை Kalvi இப்போது பதிவு செய்ய முடியவில்லை. உங்கள் கட்டணம் பாதுகாப்பாக உள்ளது, எதுவும் இழக்கப்படவில்லை: தயவுசெய்து மீண்டும் பணம் செலுத்த வேண்டாம். சேர்க்கையை முடிக்க ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.',
  'Not ready: the database is not answering': 'தயாராக இல்லை: database பதிலளிக்கவில்லை',
  'Not ready: Redis is not answering': 'தயாராக இல்லை: Redis பதிலளிக்கவில்லை',
  'Not ready: the database is not answering; Redis is not answering':
    'தயாராக இல்லை: database பதிலளிக்கவில்லை; Redis பதிலளிக்கவில்லை',
};
