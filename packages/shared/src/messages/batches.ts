/** Batches, live sessions, the timetable and the calendar feed: the server's sentences in Tamil. */
export const batchesMessages: Record<string, string> = {
  'This batch does not exist': 'இந்தத் தொகுப்பு இல்லை',
  'This session does not exist': 'இந்த வகுப்பு இல்லை',
  'This instructor does not exist': 'இந்தப் பயிற்றுநர் இல்லை',
  'Choose an instructor for this batch': 'இந்தத் தொகுப்புக்கு ஒரு பயிற்றுநரைத் தேர்ந்தெடுங்கள்',
  'A batch cannot start in the past': 'கடந்த காலத்தில் ஒரு தொகுப்பைத் தொடங்க முடியாது',
  'A batch cannot start before its course is published':
    'பாடநெறி வெளியிடப்படுவதற்கு முன் அதன் தொகுப்பைத் தொடங்க முடியாது',
  'This pattern makes no sessions: choose weekdays that fall within its weeks':
    'இந்த அமைப்பில் எந்த வகுப்பும் வரவில்லை: அதன் வாரங்களுக்குள் வரும் கிழமைகளைத் தேர்ந்தெடுங்கள்',
  'Enrolment must close by the start of the first session': 'முதல் வகுப்பு தொடங்குவதற்குள் சேர்க்கை முடிய வேண்டும்',
  'The enrolment deadline cannot be in the past': 'சேர்க்கைக் கடைசி நாள் கடந்த காலத்தில் இருக்க முடியாது',
  'This batch is cancelled and cannot be changed': 'இந்தத் தொகுப்பு ரத்து செய்யப்பட்டது; அதை மாற்ற முடியாது',
  'Seats cannot go below the {taken} already taken':
    'ஏற்கெனவே நிரம்பிய {taken} இடங்களை விடக் குறைவாக இடங்களை வைக்க முடியாது',
  'This instructor already teaches another session at that time':
    'அந்த நேரத்தில் இந்தப் பயிற்றுநர் ஏற்கெனவே வேறொரு வகுப்பு எடுக்கிறார்',
  'This session would overlap another session of this batch':
    'இந்த வகுப்பு இதே தொகுப்பின் வேறொரு வகுப்பின் நேரத்தோடு மோதும்',
  'A session must last at least {minutes} minutes': 'ஒரு வகுப்பு குறைந்தது {minutes} நிமிடங்கள் நடக்க வேண்டும்',
  'A session can last at most {minutes} minutes': 'ஒரு வகுப்பு அதிகபட்சம் {minutes} நிமிடங்கள் வரை நடக்கலாம்',
  'This session is already cancelled': 'இந்த வகுப்பு ஏற்கெனவே ரத்து செய்யப்பட்டது',
  'A session cannot be moved into the past': 'ஒரு வகுப்பைக் கடந்த காலத்துக்கு மாற்ற முடியாது',
  'A session that has started cannot be moved': 'தொடங்கிவிட்ட வகுப்பின் நேரத்தை மாற்ற முடியாது',
  'Unknown time zone': 'தெரியாத நேர மண்டலம்',
  'Batch created with {count} sessions': '{count} வகுப்புகளுடன் தொகுப்பு உருவாக்கப்பட்டது',
  'Batch saved': 'தொகுப்பு சேமிக்கப்பட்டது',
  'Session saved': 'வகுப்பு சேமிக்கப்பட்டது',
  'Session cancelled': 'வகுப்பு ரத்து செய்யப்பட்டது',
  'This session belongs to a batch you are not in': 'இந்த வகுப்பு நீங்கள் சேராத ஒரு தொகுப்பைச் சேர்ந்தது',
  'You can join from {minutes} minutes before the session starts':
    'வகுப்பு தொடங்குவதற்கு {minutes} நிமிடங்கள் முன்பிருந்து சேரலாம்',
  'This session has ended': 'இந்த வகுப்பு முடிந்துவிட்டது',
  'This session is cancelled': 'இந்த வகுப்பு ரத்து செய்யப்பட்டது',
  'Calendar not found': 'நாள்காட்டி கிடைக்கவில்லை',
  'Your calendar link is new; the old one no longer works':
    'உங்கள் நாள்காட்டி இணைப்பு புதியது; பழைய இணைப்பு இனி வேலை செய்யாது',
  'Kalvi: my live sessions': 'கல்வி: என் நேரலை வகுப்புகள்',
  '{course}: live session {number}': '{course}: நேரலை வகுப்பு {number}',
  'Join on Kalvi from {minutes} minutes before the start: {url}':
    'தொடங்குவதற்கு {minutes} நிமிடங்கள் முன்பிருந்து கல்வியில் சேருங்கள்: {url}',
  'Enter a date as YYYY-MM-DD': 'தேதியை YYYY-MM-DD வடிவில் எழுதுங்கள்',
  'Enter a date and time with its zone': 'தேதியையும் நேரத்தையும் அதன் நேர மண்டலத்துடன் எழுதுங்கள்',
  'A session lasts {min} to {max} minutes': 'ஒரு வகுப்பு {min} முதல் {max} நிமிடங்கள் வரை நடக்கும்',
  'Choose the language of teaching: Tamil or English': 'கற்பிக்கும் மொழியைத் தேர்ந்தெடுங்கள்: தமிழ் அல்லது ஆங்கிலம்',
  'Seats must be between 1 and {max}': 'இடங்கள் 1 முதல் {max} வரை இருக்க வேண்டும்',
  'Weekdays are numbered 1 (Monday) to 7 (Sunday)': 'கிழமைகள் 1 (திங்கள்) முதல் 7 (ஞாயிறு) வரை எண்ணிடப்படுகின்றன',
  'Choose at least one weekday': 'குறைந்தது ஒரு கிழமையைத் தேர்ந்தெடுங்கள்',
  'Choose each weekday once': 'ஒவ்வொரு கிழமையையும் ஒரு முறை மட்டும் தேர்ந்தெடுங்கள்',
  'Enter a time as HH:MM': 'நேரத்தை HH:MM வடிவில் எழுதுங்கள்',
  'A batch runs 1 to {max} weeks': 'ஒரு தொகுப்பு 1 முதல் {max} வாரங்கள் வரை நடக்கும்',
  'At most {max} holidays': 'அதிகபட்சம் {max} விடுமுறை நாள்கள்',
  'A batch is open or closed': 'ஒரு தொகுப்பு திறந்தோ மூடியோ இருக்கும்',
  'Enter a web address starting with https://': 'https:// என்று தொடங்கும் இணைய முகவரியை எழுதுங்கள்',
};
