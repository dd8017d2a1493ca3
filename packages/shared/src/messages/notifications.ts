/** Tamil for notifications, preferences and WhatsApp (docs/decisions/176, 177), keyed by the English sentence. */
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
  'WhatsApp webhook signature is not valid': 'WhatsApp webhook கையொப்பம் செல்லாது',
  'WhatsApp webhooks are not configured': 'WhatsApp webhook அமைக்கப்படவில்லை',
  'WhatsApp webhook verification refused': 'WhatsApp webhook சரிபார்ப்பு மறுக்கப்பட்டது',
  'WhatsApp webhook body is not valid JSON': 'WhatsApp webhook உள்ளடக்கம் சரியான JSON அல்ல',
};
