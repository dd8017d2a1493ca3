/** Tamil for notifications, preferences and WhatsApp (docs/decisions/176, 177, 197), keyed by the English sentence. */
export const notificationsMessages: Record<string, string> = {
  'Notification not found': 'அறிவிப்பு கிடைக்கவில்லை',
  'Marked as read': 'படித்ததாகக் குறிக்கப்பட்டது',
  'All notifications marked as read': 'எல்லா அறிவிப்புகளும் படித்ததாகக் குறிக்கப்பட்டன',
  'Your notification choices are saved': 'உங்கள் அறிவிப்பு விருப்பங்கள் சேமிக்கப்பட்டன',
  'WhatsApp messages are on for this number': 'இந்த எண்ணுக்கு WhatsApp செய்திகள் இயக்கப்பட்டன',
  'WhatsApp messages are off': 'WhatsApp செய்திகள் நிறுத்தப்பட்டன',
  'This unsubscribe link is not valid': 'இந்த விலகல் இணைப்பு செல்லாது',
  'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (with or without +91)':
    'இந்திய கைபேசி எண்ணை உள்ளிடுங்கள்: 6, 7, 8 அல்லது 9-இல் தொடங்கும் 10 இலக்கங்கள் (+91 உடனோ இல்லாமலோ)',
  'We sent a code to this number on WhatsApp. Enter it here to turn WhatsApp messages on':
    'இந்த எண்ணுக்கு WhatsApp-இல் ஒரு குறியீட்டை அனுப்பியுள்ளோம். WhatsApp செய்திகளை இயக்க அதை இங்கே உள்ளிடுங்கள்',
  'Enter the {length}-digit code we sent on WhatsApp':
    'WhatsApp-இல் நாங்கள் அனுப்பிய {length} இலக்கக் குறியீட்டை உள்ளிடுங்கள்',
  'That code is not right. Check the latest WhatsApp message from Kalvi and try again':
    'இந்தக் குறியீடு சரியில்லை. Kalvi அனுப்பிய கடைசி WhatsApp செய்தியைப் பார்த்து மீண்டும் முயலுங்கள்',
  'No code is waiting for this number, or it has expired. Ask for a new code':
    'இந்த எண்ணுக்குக் குறியீடு எதுவும் காத்திருக்கவில்லை, அல்லது அதன் நேரம் முடிந்துவிட்டது. புதிய குறியீட்டைக் கேளுங்கள்',
  'Too many wrong codes. Ask for a new code':
    'தவறான குறியீடுகள் பலமுறை உள்ளிடப்பட்டுவிட்டன. புதிய குறியீட்டைக் கேளுங்கள்',
  'This number cannot receive WhatsApp messages. Check the number or use another':
    'இந்த எண்ணுக்கு WhatsApp செய்திகள் வர இயலாது. எண்ணைச் சரிபாருங்கள், அல்லது வேறு எண்ணைத் தாருங்கள்',
  'We could not send the code on WhatsApp right now. Please try again in a few minutes.':
    'இப்போது WhatsApp-இல் குறியீட்டை அனுப்ப முடியவில்லை. சில நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.',
  'Too many codes were sent from this account. Please try again in {minutes} minutes.':
    'இந்தக் கணக்கிலிருந்து பல குறியீடுகள் அனுப்பப்பட்டுவிட்டன. {minutes} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.',
  'Too many codes were sent to this number. Please try again in {minutes} minutes.':
    'இந்த எண்ணுக்குப் பல குறியீடுகள் அனுப்பப்பட்டுவிட்டன. {minutes} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.',
  'WhatsApp webhook signature is not valid': 'WhatsApp webhook கையொப்பம் செல்லாது',
  'WhatsApp webhooks are not configured': 'WhatsApp webhook அமைக்கப்படவில்லை',
  'WhatsApp webhook verification refused': 'WhatsApp webhook சரிபார்ப்பு மறுக்கப்பட்டது',
  'WhatsApp webhook body is not valid JSON': 'WhatsApp webhook உள்ளடக்கம் சரியான JSON அல்ல',
};
