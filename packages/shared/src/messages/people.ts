/**
 * Tamil for the console's Learners and Instructors answers and the learner's refund request
 * (docs/decisions/122-learners-instructors-refund-requests.md), keyed by the English sentence.
 */
export const peopleMessages: Record<string, string> = {
  // Learners: disable and enable
  'Account disabled': 'கணக்கு முடக்கப்பட்டது',
  'Account enabled': 'கணக்கு மீண்டும் இயக்கப்பட்டது',
  'This account is already disabled': 'இந்தக் கணக்கு ஏற்கெனவே முடக்கப்பட்டுள்ளது',
  'This account is already enabled': 'இந்தக் கணக்கு ஏற்கெனவே இயக்கத்தில் உள்ளது',
  'You cannot disable or enable your own account': 'உங்கள் சொந்தக் கணக்கை நீங்களே முடக்கவோ இயக்கவோ முடியாது',
  'Only an admin can disable or enable a staff or admin account':
    'பணியாளர் அல்லது நிர்வாகி கணக்கை ஒரு நிர்வாகி மட்டுமே முடக்கவோ மீண்டும் இயக்கவோ முடியும்',
  'This account has been disabled, so you cannot sign in. Please write to the academy if you think this is a mistake.':
    'இந்தக் கணக்கு முடக்கப்பட்டுள்ளதால் நீங்கள் உள்நுழைய முடியாது. இது தவறு என்று நினைத்தால், கல்விக்கூடத்துக்கு எழுதுங்கள்.',
  // The two routes' summaries sit in one ternary, where the scan cannot tell them from answers.
  'Disable an account: its sessions end at once and it cannot sign in':
    'ஒரு கணக்கை முடக்கு: அதன் அமர்வுகள் உடனே முடியும்; அது உள்நுழைய முடியாது',
  'Enable a disabled account again (the learner signs in anew)':
    'முடக்கிய கணக்கை மீண்டும் இயக்கு (மாணவர் புதிதாக உள்நுழைவார்)',
  'Status must be all, active or disabled': 'நிலை all, active அல்லது disabled ஆக இருக்க வேண்டும்',
  'Search text is too long': 'தேடல் சொற்கள் மிக நீளமாக உள்ளன',
  'Keep the reason under 500 characters': 'காரணத்தை 500 எழுத்துகளுக்குள் எழுதுங்கள்',

  // Instructors
  'Instructor not found': 'பயிற்றுநர் கிடைக்கவில்லை',
  'Instructor created': 'பயிற்றுநர் பதிவு உருவாக்கப்பட்டது',
  'Instructor saved': 'பயிற்றுநர் பதிவு சேமிக்கப்பட்டது',
  'An instructor with this name already exists': 'இந்தப் பெயரில் ஏற்கெனவே ஒரு பயிற்றுநர் இருக்கிறார்',
  'This account is not an instructor yet: an admin can give it the instructor role on the Roles page':
    'இந்தக் கணக்கு இன்னும் பயிற்றுநர் கணக்கு அல்ல: பொறுப்புகள் பக்கத்தில் ஒரு நிர்வாகி அதற்குப் பயிற்றுநர் பொறுப்பைத் தரலாம்',
  'This account is already linked to another instructor':
    'இந்தக் கணக்கு ஏற்கெனவே வேறொரு பயிற்றுநர் பதிவுடன் இணைக்கப்பட்டுள்ளது',
  'Name must be at least 2 characters': 'பெயரில் குறைந்தது 2 எழுத்துகள் இருக்க வேண்டும்',
  'Name must be at most 120 characters': 'பெயர் அதிகபட்சம் 120 எழுத்துகள் இருக்கலாம்',
  'Title must be at most 120 characters': 'பதவி அதிகபட்சம் 120 எழுத்துகள் இருக்கலாம்',
  'Bio must be at most 2000 characters': 'அறிமுகக் குறிப்பு அதிகபட்சம் 2000 எழுத்துகள் இருக்கலாம்',
  'The photo must be a JPEG, PNG, GIF, WebP or AVIF image':
    'படம் JPEG, PNG, GIF, WebP அல்லது AVIF வகையாக இருக்க வேண்டும்',
  'Please upload the photo from your computer': 'படத்தை உங்கள் கணினியிலிருந்து பதிவேற்றுங்கள்',
  'This instructor has no photo': 'இந்தப் பயிற்றுநருக்குப் படம் இல்லை',

  // A learner's refund request
  'Please choose an order': 'ஓர் ஆர்டரைத் தேர்ந்தெடுங்கள்',
  'Please tell us in a few words why you want a refund':
    'பணத்தை ஏன் திருப்பிக் கேட்கிறீர்கள் என்று சில சொற்களில் எங்களுக்குச் சொல்லுங்கள்',
  'Your refund request has been sent. Our team will look at it within 2 working days and write to you.':
    'உங்கள் பணத்திருப்பக் கோரிக்கை அனுப்பப்பட்டது. எங்கள் குழு 2 வேலை நாட்களுக்குள் அதைப் பார்த்து உங்களுக்கு எழுதும்.',
  'You have already asked for a refund of this order': 'இந்த ஆர்டருக்கு நீங்கள் ஏற்கெனவே பணம் திருப்பிக் கேட்டுள்ளீர்கள்',
  'Your refund request for this order has been answered already. Please write to the academy about it.':
    'இந்த ஆர்டருக்கான உங்கள் பணத்திருப்பக் கோரிக்கைக்கு ஏற்கெனவே பதில் தரப்பட்டுவிட்டது. இது பற்றிக் கல்விக்கூடத்துக்கு எழுதுங்கள்.',
  'This order has been refunded already': 'இந்த ஆர்டருக்கான பணம் ஏற்கெனவே திருப்பித் தரப்பட்டுவிட்டது',
  'A refund can be asked for only within {days} days of purchase, and that time has passed':
    'வாங்கிய {days} நாட்களுக்குள் மட்டுமே பணம் திருப்பிக் கேட்க முடியும்; அந்தக் காலம் முடிந்துவிட்டது',
  'A refund is not possible after you have attended a live session of the course':
    'பாடநெறியின் நேரலை வகுப்பில் கலந்துகொண்ட பிறகு பணத்தைத் திருப்பித் தர முடியாது',
  'A refund is not possible once the event has started': 'நிகழ்வு தொடங்கிய பிறகு பணம் திருப்பித் தர முடியாது',
  'This event was cancelled, so the academy is refunding it to you already':
    'இந்த நிகழ்வு ரத்து செய்யப்பட்டதால், கல்விக்கூடமே உங்கள் பணத்தைத் திருப்பித் தந்துகொண்டிருக்கிறது',
  'Workshop and bootcamp payments are not refundable': 'பயிலரங்கு, பூட்கேம்ப் கட்டணங்கள் திருப்பித் தரப்படாது',
};
