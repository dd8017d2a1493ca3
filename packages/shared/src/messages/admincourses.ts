/**
 * Tamil for the staff console's courses answers (docs/decisions/121-staff-courses.md): the form's
 * checks, the changes' confirmations and the picture's refusals, keyed by the English sentence.
 */
export const admincoursesMessages: Record<string, string> = {
  'Category is required': 'பிரிவு தேவை',
  'Choose a level': 'ஒரு நிலையைத் தேர்ந்தெடுங்கள்',
  'Choose a language': 'கற்பிக்கும் மொழியைத் தேர்ந்தெடுங்கள்',
  'Instructor is required': 'பயிற்றுநர் பெயர் தேவை',
  'Instructor must be at most 120 characters': 'பயிற்றுநர் பெயர் அதிகபட்சம் 120 எழுத்துகள் இருக்கலாம்',
  'Instructor title must be at most 120 characters': 'பயிற்றுநரின் பதவி அதிகபட்சம் 120 எழுத்துகள் இருக்கலாம்',
  'Choose an instructor': 'ஒரு பயிற்றுநரைத் தேர்ந்தெடுங்கள்',
  'Fee must be a whole number of rupees from 0 to 10,00,000':
    'கட்டணம் 0 முதல் 10,00,000 வரையிலான முழு ரூபாயாக இருக்க வேண்டும்',
  'Original fee must be a whole number of rupees from 0 to 10,00,000':
    'அசல் கட்டணம் 0 முதல் 10,00,000 வரையிலான முழு ரூபாயாக இருக்க வேண்டும்',
  'Hours must be a whole number from 0 to 1,000': 'மணிநேரம் 0 முதல் 1,000 வரையிலான முழு எண்ணாக இருக்க வேண்டும்',
  'Minutes must be a whole number from 0 to 59': 'நிமிடங்கள் 0 முதல் 59 வரையிலான முழு எண்ணாக இருக்க வேண்டும்',
  'Lessons must be a whole number from 0 to 1,000': 'பாடங்கள் 0 முதல் 1,000 வரையிலான முழு எண்ணாக இருக்க வேண்டும்',
  'Quizzes must be a whole number from 0 to 1,000':
    'வினாடி வினாக்கள் 0 முதல் 1,000 வரையிலான முழு எண்ணாக இருக்க வேண்டும்',
  'Requirements must be at most 300 characters': 'சேரும் தகுதி அதிகபட்சம் 300 எழுத்துகள் இருக்கலாம்',
  'Description is required': 'விளக்கம் தேவை',
  'Description must be at most 5000 characters': 'விளக்கம் அதிகபட்சம் 5000 எழுத்துகள் இருக்கலாம்',
  'Remove the empty line': 'வெற்று வரியை நீக்குங்கள்',
  'Each line must be at most 200 characters': 'ஒவ்வொரு வரியும் அதிகபட்சம் 200 எழுத்துகள் இருக்கலாம்',
  'At most 30 things to learn': '"நீங்கள் கற்றுக்கொள்வது" பகுதியில் அதிகபட்சம் 30 வரிகள் இருக்கலாம்',
  'The fee cannot be above the original fee': 'கட்டணம் அசல் கட்டணத்தை விட அதிகமாக இருக்கக்கூடாது',
  'Search must be at most 100 characters': 'தேடல் அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்',
  'Status must be draft, published or archived':
    'நிலை வரைவு (draft), வெளியிடப்பட்டது (published) அல்லது காப்பகத்தில் (archived) என்பவற்றில் ஒன்றாக இருக்க வேண்டும்',
  'Sort must be updated, updated-asc, title or title-desc':
    'வரிசை updated, updated-asc, title அல்லது title-desc ஆக இருக்க வேண்டும்',
  'Course created as a draft': 'பாடநெறி வரைவாக உருவாக்கப்பட்டது',
  'Course saved': 'பாடநெறி சேமிக்கப்பட்டது',
  'Copy created as a draft': 'நகல் வரைவாக உருவாக்கப்பட்டது',
  'Course published: it is in the catalogue now': 'பாடநெறி வெளியிடப்பட்டது: இப்போது பாடநெறிப் பட்டியலில் உள்ளது',
  'Course moved to drafts: it has left the catalogue, its learners keep it':
    'பாடநெறி வரைவுகளுக்கு மாற்றப்பட்டது: அது பாடநெறிப் பட்டியலிலிருந்து நீங்கியது; ஏற்கெனவே சேர்ந்த மாணவர்கள் தொடர்ந்து படிக்கலாம்',
  'Course archived: it has left the catalogue, its learners keep it':
    'பாடநெறி காப்பகத்தில் வைக்கப்பட்டது: அது பாடநெறிப் பட்டியலிலிருந்து நீங்கியது; ஏற்கெனவே சேர்ந்த மாணவர்கள் தொடர்ந்து படிக்கலாம்',
  'That instructor does not exist': 'அப்படி ஒரு பயிற்றுநர் பதிவு இல்லை',
  'The picture must be at most 2 MB': 'படம் அதிகபட்சம் 2 MB இருக்கலாம்',
  'The picture must be a JPEG, PNG or WebP image': 'படம் JPEG, PNG அல்லது WebP ஆக இருக்க வேண்டும்',
  'Picture saved': 'படம் சேமிக்கப்பட்டது',
  'Picture removed': 'படம் நீக்கப்பட்டது',
  'This course has no picture': 'இந்தப் பாடநெறிக்குப் படம் இல்லை',
};
