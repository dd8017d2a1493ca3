/** A learner's batch page, attendance, session notices and the certificate's share: their Tamil. */
export const batchLiveMessages: Record<string, string> = {
  'The meeting server is not answering; please try again in a minute':
    'வகுப்புச் சேவையகம் பதிலளிக்கவில்லை; ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்',
  'This learner is not in this batch': 'இந்த மாணவர் இந்தத் தொகுப்பில் இல்லை',
  'Attendance can be marked once the session has started': 'வகுப்பு தொடங்கிய பிறகுதான் வருகையைக் குறிக்க முடியும்',
  'A share of live sessions is 1 to {max} per cent':
    'நேரலை வகுப்புகளின் பங்கு 1 முதல் {max} விழுக்காடு வரை இருக்கும்',
  Name: 'பெயர்',
  Email: 'மின்னஞ்சல்',
  Attended: 'வந்தவை',
  Held: 'நடந்தவை',
  'Session {number} ({date})': 'வகுப்பு {number} ({date})',
  '{course}: live session {number} is moved to {when}': '{course}: நேரலை வகுப்பு {number} {when}க்கு மாற்றப்பட்டது',
  '{course}: live session {number} is cancelled': '{course}: நேரலை வகுப்பு {number} ரத்து செய்யப்பட்டது',
  'Recording available: {course}, live session {number}': 'பதிவு கிடைக்கிறது: {course}, நேரலை வகுப்பு {number}',
  'Your timetable and calendar already show the new time.':
    'உங்கள் கால அட்டவணையிலும் நாள்காட்டியிலும் புதிய நேரம் ஏற்கெனவே உள்ளது.',
  'It stays in your timetable and calendar, marked cancelled.':
    'அது உங்கள் கால அட்டவணையிலும் நாள்காட்டியிலும் "ரத்து" என்று குறிக்கப்பட்டு இருக்கும்.',
  'Watch it whenever you like, as often as you like.': 'விரும்பும் நேரத்தில், விரும்பும் முறை பார்க்கலாம்.',
  'Open your timetable:': 'உங்கள் கால அட்டவணையைத் திறங்கள்:',
};
