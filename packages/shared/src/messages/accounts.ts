/** Registration, sign-in, password and profile answers (modules/auth). */
export const accountsMessages: Record<string, string> = {
  'OTP sent to your email!': 'OTP உங்கள் மின்னஞ்சலுக்கு அனுப்பப்பட்டது!',
  'An account with this email already exists. Please sign in instead.':
    'இந்த மின்னஞ்சலில் ஏற்கெனவே ஒரு கணக்கு உள்ளது. உள்நுழையுங்கள்.',
  'Invalid or expired OTP': 'OTP தவறானது அல்லது காலாவதியாகிவிட்டது',
  'Invalid email or password': 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு',
  'If an account exists for that email, a password reset link is on its way.':
    'அந்த மின்னஞ்சலில் கணக்கு இருந்தால், கடவுச்சொல்லை மாற்றும் இணைப்பு வந்துகொண்டிருக்கிறது.',
  'This password reset link is invalid or has expired. Please request a new one.':
    'இந்தக் கடவுச்சொல் மாற்ற இணைப்பு தவறானது அல்லது காலாவதியாகிவிட்டது. புதிய இணைப்பைக் கேளுங்கள்.',
  'Password reset successful!': 'கடவுச்சொல் வெற்றிகரமாக மாற்றப்பட்டது!',
  'Current password is incorrect': 'தற்போதைய கடவுச்சொல் தவறு',
  'Password changed successfully!': 'கடவுச்சொல் வெற்றிகரமாக மாற்றப்பட்டது!',
  'Logged out': 'வெளியேறிவிட்டீர்கள்',
  'We could not send the e-mail right now. Please try again in a few minutes.':
    'இப்போது மின்னஞ்சலை அனுப்ப முடியவில்லை. சில நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.',
  'Too many codes were requested for this email. Please try again in {minutes} minutes.':
    'இந்த மின்னஞ்சலுக்குப் பல குறியீடுகள் கேட்கப்பட்டுவிட்டன. {minutes} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.',
  'Too many reset links were requested for this email. Please try again in {minutes} minutes.':
    'இந்த மின்னஞ்சலுக்குப் பல கடவுச்சொல் மாற்ற இணைப்புகள் கேட்கப்பட்டுவிட்டன. {minutes} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.',
  'Too many failed sign-in attempts. Please wait {seconds} seconds and try again, or reset your password.':
    'தவறான உள்நுழைவு முயற்சிகள் அதிகம். {seconds} விநாடிகள் காத்திருந்து மீண்டும் முயலுங்கள், அல்லது கடவுச்சொல்லை மாற்றுங்கள்.',
  'Too many failed sign-in attempts. Please wait {minutes} minutes and try again, or reset your password.':
    'தவறான உள்நுழைவு முயற்சிகள் அதிகம். {minutes} நிமிடங்கள் காத்திருந்து மீண்டும் முயலுங்கள், அல்லது கடவுச்சொல்லை மாற்றுங்கள்.',
  'Too many password changes were tried. Please try again in {minutes} minutes.':
    'கடவுச்சொல்லை மாற்றப் பலமுறை முயன்றுள்ளீர்கள். {minutes} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.',
  'This password is too common and appears in lists of leaked passwords. Please choose another.':
    'இந்தக் கடவுச்சொல் மிகவும் பொதுவானது; கசிந்த கடவுச்சொற்களின் பட்டியல்களில் உள்ளது. வேறொன்றைத் தேர்ந்தெடுங்கள்.',
  'Profile updated successfully!': 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!',
  'Language updated': 'மொழி மாற்றப்பட்டது',
  'No profile photo': 'சுயவிவரப் படம் இல்லை',
  'Image size must be less than 5MB': 'படத்தின் அளவு 5MB-க்குக் குறைவாக இருக்க வேண்டும்',
  'Profile picture must be a JPEG, PNG, GIF, WebP or AVIF image':
    'சுயவிவரப் படம் JPEG, PNG, GIF, WebP அல்லது AVIF படமாக இருக்க வேண்டும்',
  'This image could not be read: the file may be damaged. Please choose another':
    'இந்தப் படத்தைப் படிக்க முடியவில்லை: கோப்பு சேதமடைந்திருக்கலாம். வேறொன்றைத் தேர்ந்தெடுங்கள்',
  'This image has too many pixels: at most {megapixels} megapixels. Please choose a smaller one':
    'இந்தப் படத்தில் பிக்சல்கள் அதிகம்: அதிகபட்சம் {megapixels} மெகாபிக்சல்கள். சிறிய படத்தைத் தேர்ந்தெடுங்கள்',
};
