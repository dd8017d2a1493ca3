/** Courses, events, enrolments and reviews (modules/courses, events, reviews, enrollments). */
export const coursesMessages: Record<string, string> = {
  'Course not found': 'பாடநெறி கிடைக்கவில்லை',
  'Enrolled successfully!': 'வெற்றிகரமாகச் சேர்ந்துவிட்டீர்கள்!',
  'You are already enrolled in this course!': 'நீங்கள் ஏற்கெனவே இந்தப் பாடநெறியில் சேர்ந்துள்ளீர்கள்!',
  'You are already enrolled in this event!': 'நீங்கள் ஏற்கெனவே இந்த நிகழ்வில் சேர்ந்துள்ளீர்கள்!',
  'This course is paid: please complete the payment to enrol.':
    'இது கட்டணப் பாடநெறி: சேர, கட்டணத்தைச் செலுத்தி முடியுங்கள்.',
  'Enrollment successful! Invoice generated.': 'சேர்க்கை வெற்றிகரமாக முடிந்தது! விலைப்பட்டியல் தயாராகிவிட்டது.',
  'No verified payment was found for this course. Please complete the payment first.':
    'இந்தப் பாடநெறிக்குச் சரிபார்க்கப்பட்ட கட்டணம் எதுவும் இல்லை. முதலில் கட்டணத்தைச் செலுத்துங்கள்.',
  'Event not found': 'நிகழ்வு கிடைக்கவில்லை',
  'Sorry, this event is full.': 'மன்னிக்கவும், இந்த நிகழ்வில் இடங்கள் நிரம்பிவிட்டன.',
  'This event is full': 'இந்த நிகழ்வில் இடங்கள் நிரம்பிவிட்டன',
  'Registration Closed: the registration deadline for this event has passed.':
    'பதிவு முடிந்தது: இந்த நிகழ்வுக்கான பதிவுக் கடைசி நாள் கடந்துவிட்டது.',
  'This event has already started, so enrolment is closed.':
    'இந்த நிகழ்வு ஏற்கெனவே தொடங்கிவிட்டதால், சேர்க்கை முடிந்துவிட்டது.',
  'This event has already ended.': 'இந்த நிகழ்வு ஏற்கெனவே முடிந்துவிட்டது.',
  'This event was cancelled.': 'இந்த நிகழ்வு ரத்து செய்யப்பட்டது.',
  'This is a paid event. Please complete the payment to enroll.':
    'இது கட்டண நிகழ்வு. சேர, கட்டணத்தைச் செலுத்தி முடியுங்கள்.',
  'Only upcoming events can be enrolled in': 'இனி நடக்கவிருக்கும் நிகழ்வுகளில் மட்டுமே சேர முடியும்',
  'Registration for this event has closed': 'இந்த நிகழ்வுக்கான பதிவு முடிந்துவிட்டது',
  'Review not found': 'மதிப்புரை கிடைக்கவில்லை',
  'Please login to submit a review': 'மதிப்புரை எழுத உள்நுழையுங்கள்',
  'Review submitted successfully!': 'மதிப்புரை வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது!',
  'Review updated successfully!': 'மதிப்புரை வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!',
  'Review deleted successfully!': 'மதிப்புரை நீக்கப்பட்டது!',
  'Only learners enrolled in this course can review it. Enrol first, then share your experience.':
    'இந்தப் பாடநெறியில் சேர்ந்தவர்கள் மட்டுமே மதிப்புரை எழுத முடியும். முதலில் சேருங்கள், பிறகு உங்கள் அனுபவத்தைப் பகிருங்கள்.',
  'You have already reviewed this course. Edit your review instead.':
    'இந்தப் பாடநெறிக்கு ஏற்கெனவே மதிப்புரை எழுதியுள்ளீர்கள். அதையே திருத்துங்கள்.',
  'You can only edit your own review': 'உங்கள் சொந்த மதிப்புரையை மட்டுமே திருத்த முடியும்',
  'You can only delete your own review': 'உங்கள் சொந்த மதிப்புரையை மட்டுமே நீக்க முடியும்',
};
