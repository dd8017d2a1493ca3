/** Tamil for the staff console's server messages (refusals and successes), keyed by the English sentence. */
export const adminMessages: Record<string, string> = {
  'You do not have permission to do this': 'இதைச் செய்ய உங்களுக்கு அனுமதி இல்லை',
  'You can only manage your own courses and events':
    'உங்கள் சொந்தப் பாடநெறிகளையும் நிகழ்வுகளையும் மட்டுமே நீங்கள் நிர்வகிக்க முடியும்',
  'Role updated': 'பொறுப்பு மாற்றப்பட்டது',
  'You cannot change your own role': 'உங்கள் சொந்தப் பொறுப்பை நீங்களே மாற்ற முடியாது',
  'No account has this e-mail address': 'இந்த மின்னஞ்சல் முகவரியில் எந்தக் கணக்கும் இல்லை',
  'Account not found': 'கணக்கு கிடைக்கவில்லை',
  'Role must be learner, instructor, staff or admin':
    'பொறுப்பு மாணவர் (learner), பயிற்றுநர் (instructor), பணியாளர் (staff) அல்லது நிர்வாகி (admin) ஆக இருக்க வேண்டும்',
  'From must be a date (YYYY-MM-DD)': '"இந்த நாளிலிருந்து" ஒரு தேதியாக இருக்க வேண்டும் (YYYY-MM-DD)',
  'To must be a date (YYYY-MM-DD)': '"இந்த நாள் வரை" ஒரு தேதியாக இருக்க வேண்டும் (YYYY-MM-DD)',
  'Sort must be newest or oldest': 'வரிசை newest அல்லது oldest ஆக இருக்க வேண்டும்',
  '{name} must be at most 120 characters': '{name} அதிகபட்சம் 120 எழுத்துகள் இருக்கலாம்',
};
