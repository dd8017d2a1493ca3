/** Coding exercises' server sentences in Tamil, keyed by the English the server answers. */
export const exercisesMessages: Record<string, string> = {
  'Exercise not found': 'பயிற்சி கிடைக்கவில்லை',
  'Please log in to run your code': 'உங்கள் நிரலை இயக்க உள்நுழையுங்கள்',
  'The code judge is not available right now. Please try again later.':
    'நிரலைச் சோதிக்கும் அமைப்பு இப்போது கிடைக்கவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  'Your previous run is still being judged. Please wait for its result.':
    'உங்கள் முந்தைய இயக்கம் இன்னும் சோதிக்கப்படுகிறது. அதன் முடிவு வரும் வரை காத்திருங்கள்.',
  'This language is not available on the judge': 'இந்த மொழியில் நிரலைச் சோதிக்கும் வசதி இப்போது இல்லை',
  'Your code ran out of time or memory too often. Please try again in {minutes} minutes.':
    'உங்கள் நிரல் பலமுறை நேர அல்லது நினைவக வரம்பைத் தாண்டிவிட்டது. {minutes} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.',
  'Submission not found': 'சமர்ப்பிப்பு கிடைக்கவில்லை',
  'Your code is queued for judging': 'உங்கள் நிரல் சோதனைக்காக வரிசையில் காத்திருக்கிறது',
  'Draft saved': 'வரைவு சேமிக்கப்பட்டது',
  'Hint revealed': 'குறிப்பு காட்டப்பட்டது',
  'You have seen every hint': 'எல்லாக் குறிப்புகளையும் ஏற்கெனவே பார்த்துவிட்டீர்கள்',
  'This exercise has no hints': 'இந்தப் பயிற்சிக்குக் குறிப்புகள் இல்லை',
  'We could not judge this code. Please try again.': 'இந்த நிரலை எங்களால் சோதிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
  'An exercise is complete when a submission passes every test':
    'எல்லாச் சோதனைகளிலும் தேறும் சமர்ப்பிப்பு வந்ததும் பயிற்சி நிறைவாகும்',
  'Choose a language the judge offers': 'சோதிக்கும் அமைப்பு வழங்கும் ஒரு மொழியைத் தேர்ந்தெடுங்கள்',
  'Write some code first': 'முதலில் கொஞ்சம் நிரல் எழுதுங்கள்',
  'The code must be at most {max} characters': 'நிரல் அதிகபட்சம் {max} எழுத்துகள் வரை இருக்கலாம்',
  'The code holds a character that is not text': 'நிரலில் உரை அல்லாத ஓர் எழுத்து உள்ளது',
  'A test is too long': 'ஒரு சோதனை மிக நீளமாக உள்ளது',
  'Add at least one test': 'குறைந்தது ஒரு சோதனையைச் சேருங்கள்',
  'At most {max} tests': 'அதிகபட்சம் {max} சோதனைகள் வரை சேர்க்கலாம்',
  'Mark at least one test as a sample': 'குறைந்தது ஒரு சோதனையை மாதிரிச் சோதனையாகக் குறியுங்கள்',
  'At most {max} hints': 'அதிகபட்சம் {max} குறிப்புகள் வரை சேர்க்கலாம்',
  'Exercise saved. Check it and publish it again.': 'பயிற்சி சேமிக்கப்பட்டது. சரிபார்த்து மீண்டும் வெளியிடுங்கள்.',
  'Exercise published': 'பயிற்சி வெளியிடப்பட்டது',
  'Exercise unpublished': 'பயிற்சி வெளியீட்டிலிருந்து நீக்கப்பட்டது',
  'This lesson is not an exercise': 'இந்தப் பாடம் பயிற்சி அல்ல',
  'This lesson has no exercise yet': 'இந்தப் பாடத்துக்கு இன்னும் பயிற்சி சேர்க்கப்படவில்லை',
  'Another practice problem has this address': 'வேறொரு பயிற்சிக் கணக்குக்கு ஏற்கெனவே இந்த முகவரி உள்ளது',
  'Practice problems are managed by the academy’s staff': 'பயிற்சிக் கணக்குகளை அகாதமியின் பணியாளர்களே நிர்வகிக்கிறார்கள்',
  'Publish is refused until the reference solution passes every test and the starter code fails at least one':
    'சரியான தீர்வு எல்லாச் சோதனைகளிலும் தேறி, தொடக்க நிரல் குறைந்தது ஒரு சோதனையில் தோற்கும் வரை வெளியிட முடியாது',
  'Give the problem a short address': 'கணக்குக்கு ஒரு சிறிய முகவரி கொடுங்கள்',
  'The address must be at most 80 characters': 'முகவரி அதிகபட்சம் 80 எழுத்துகள் வரை இருக்கலாம்',
  'Use lowercase letters, digits and dashes in the address':
    'முகவரியில் ஆங்கிலச் சிற்றெழுத்துகள், எண்கள், இடைக்கோடுகள் மட்டுமே பயன்படுத்துங்கள்',
  'Say publish or unpublish': 'வெளியிடுவதா, நீக்குவதா என்று குறிப்பிடுங்கள்',
};
