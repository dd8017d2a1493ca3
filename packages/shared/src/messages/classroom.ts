/** The classroom's server sentences in Tamil, keyed by the English the server answers. */
export const classroomMessages: Record<string, string> = {
  'Please log in to open this lesson': 'இந்தப் பாடத்தைத் திறக்க உள்நுழையுங்கள்',
  'Enrol in this course to open this lesson': 'இந்தப் பாடத்தைத் திறக்க இந்தப் பாடநெறியில் சேருங்கள்',
  'Lesson not found': 'பாடம் கிடைக்கவில்லை',
  'This lesson is not a video': 'இந்தப் பாடம் காணொளி அல்ல',
  'The position must be a whole number of seconds from 0 to 12 hours':
    'நிலை 0 முதல் 12 மணி நேரம் வரையிலான முழு விநாடிகளாக இருக்க வேண்டும்',
  'The length must be a whole number of seconds from 1 to 12 hours':
    'நீளம் 1 விநாடி முதல் 12 மணி நேரம் வரையிலான முழு விநாடிகளாக இருக்க வேண்டும்',
  'The position is past the end of the video': 'இந்த நிலை காணொளியின் முடிவுக்கு அப்பால் உள்ளது',
  'Where you stopped is saved': 'நீங்கள் நிறுத்திய இடம் சேமிக்கப்பட்டது',
  'A quiz is complete when you pass it': 'வினாடி வினாவில் தேர்ச்சி பெற்றதும் அது நிறைவாகும்',
  'A project is complete when an instructor approves it': 'பயிற்றுநர் ஒப்புதல் அளித்ததும் செயல்திட்டம் நிறைவாகும்',
  'This lesson is not a quiz': 'இந்தப் பாடம் வினாடி வினா அல்ல',
  'Answer every question': 'எல்லா கேள்விகளுக்கும் பதில் அளியுங்கள்',
  'You have already passed this quiz': 'இந்த வினாடி வினாவில் நீங்கள் ஏற்கெனவே தேர்ச்சி பெற்றுவிட்டீர்கள்',
  'You have used every attempt at this quiz': 'இந்த வினாடி வினாவுக்கான எல்லா முயற்சிகளையும் பயன்படுத்திவிட்டீர்கள்',
  'This lesson is not a project': 'இந்தப் பாடம் செயல்திட்டம் அல்ல',
  'Your project is waiting for review': 'உங்கள் செயல்திட்டம் மதிப்பாய்வுக்காகக் காத்திருக்கிறது',
  'Your project has already been approved': 'உங்கள் செயல்திட்டத்துக்கு ஏற்கெனவே ஒப்புதல் கிடைத்துவிட்டது',
  'Project submission not found': 'செயல்திட்டச் சமர்ப்பிப்பு கிடைக்கவில்லை',
  'This learner is no longer enrolled in the course': 'இந்த மாணவர் இப்போது இந்தப் பாடநெறியில் சேர்ந்திருக்கவில்லை',
  'This project has already been reviewed': 'இந்தச் செயல்திட்டம் ஏற்கெனவே மதிப்பாய்வு செய்யப்பட்டுவிட்டது',
  'No certificate has this ID. Please check it and try again.':
    'இந்த அடையாள எண்ணுடன் எந்தச் சான்றிதழும் இல்லை. சரிபார்த்து மீண்டும் முயலுங்கள்.',
  'Lesson marked as complete': 'பாடம் நிறைவு எனக் குறிக்கப்பட்டது',
  'You passed the quiz': 'வினாடி வினாவில் தேர்ச்சி பெற்றீர்கள்',
  'Not passed yet': 'இன்னும் தேர்ச்சி பெறவில்லை',
  'Project submitted for review': 'செயல்திட்டம் மதிப்பாய்வுக்குச் சமர்ப்பிக்கப்பட்டது',
  'The link is too long': 'இணைப்பு மிக நீளமாக உள்ளது',
  'Please enter a valid link': 'சரியான இணைப்பை உள்ளிடுங்கள்',
  'Please enter a link starting with http:// or https://':
    'http:// அல்லது https:// எனத் தொடங்கும் இணைப்பை உள்ளிடுங்கள்',
  'Choose approve or return': 'ஒப்புதல் அல்லது திருப்பி அனுப்புதல் என்பதைத் தேர்ந்தெடுங்கள்',
  'Feedback is too long': 'கருத்து மிக நீளமாக உள்ளது',
  'Say what to improve when returning a project':
    'செயல்திட்டத்தைத் திருப்பி அனுப்பும்போது எதை மேம்படுத்த வேண்டும் என்று குறிப்பிடுங்கள்',
  'You must be enrolled in this event to join it': 'இந்த நிகழ்வில் சேர இதில் பதிவுசெய்திருக்க வேண்டும்',
  'The join link opens 15 minutes before the start': 'சேரும் இணைப்பு தொடங்குவதற்கு 15 நிமிடங்களுக்கு முன் திறக்கும்',
  'This event has no online join link': 'இந்த நிகழ்வுக்கு இணையவழி இணைப்பு இல்லை',
  'The judge does not offer {language}': 'குறிமுறை மதிப்பீட்டில் {language} மொழி இல்லை',
};
