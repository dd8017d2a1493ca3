/** Coupons: checkout refusals and the staff console (modules/coupons, docs/decisions/181-coupons.md). */
export const couponsMessages: Record<string, string> = {
  'This coupon code is not valid.': 'இந்தக் கூப்பன் குறியீடு செல்லாது.',
  'This coupon is not valid yet.': 'இந்தக் கூப்பன் இன்னும் நடைமுறைக்கு வரவில்லை.',
  'This coupon has expired.': 'இந்தக் கூப்பனின் காலம் முடிந்துவிட்டது.',
  'This coupon is paused at the moment.': 'இந்தக் கூப்பன் தற்போது நிறுத்திவைக்கப்பட்டுள்ளது.',
  'This coupon cannot be used for this course or event.':
    'இந்தக் கூப்பனை இந்தப் பாடநெறிக்கோ நிகழ்வுக்கோ பயன்படுத்த முடியாது.',
  'You have already used this coupon.': 'இந்தக் கூப்பனை நீங்கள் ஏற்கெனவே பயன்படுத்திவிட்டீர்கள்.',
  'This coupon has been used up.': 'இந்தக் கூப்பன் முழுவதும் பயன்படுத்தப்பட்டுவிட்டது.',
  'This coupon needs an order of at least {amount}.':
    'இந்தக் கூப்பனைப் பயன்படுத்தக் குறைந்தது {amount} மதிப்புள்ள ஆர்டர் தேவை.',
  'Coupon applied': 'கூப்பன் பயன்படுத்தப்பட்டது',
  'This is the price you will pay': 'நீங்கள் செலுத்தப்போகும் தொகை இதுதான்',
  'Enter the coupon code as it was given to you': 'உங்களுக்குக் கொடுக்கப்பட்டபடியே கூப்பன் குறியீட்டை உள்ளிடுங்கள்',
  'Coupon created': 'கூப்பன் உருவாக்கப்பட்டது',
  'Coupon updated': 'கூப்பன் புதுப்பிக்கப்பட்டது',
  'Coupon paused': 'கூப்பன் நிறுத்திவைக்கப்பட்டது',
  'Coupon resumed': 'கூப்பன் மீண்டும் செயல்படுகிறது',
  'Coupon not found': 'கூப்பன் கிடைக்கவில்லை',
  'A coupon with this code already exists': 'இதே குறியீட்டில் ஏற்கெனவே ஒரு கூப்பன் உள்ளது',
  'Some of the chosen courses or events do not exist': 'தேர்ந்தெடுத்த சில பாடநெறிகளோ நிகழ்வுகளோ இல்லை',
  'Use 3 to 32 letters, digits, hyphens or underscores':
    '3 முதல் 32 எழுத்துகள், எண்கள், இணைப்புக்கோடுகள் அல்லது அடிக்கோடுகளைப் பயன்படுத்துங்கள்',
  'Choose percent or a fixed amount': 'சதவீதமா, நிலையான தொகையா எனத் தேர்ந்தெடுங்கள்',
  'Enter a whole number': 'முழு எண்ணை உள்ளிடுங்கள்',
  'The discount must be more than zero': 'தள்ளுபடி பூஜ்யத்தைவிட அதிகமாக இருக்க வேண்டும்',
  'A percent discount is at most 100': 'சதவீதத் தள்ளுபடி அதிகபட்சம் 100',
  'The discount is too large': 'தள்ளுபடி மிக அதிகம்',
  'Valid from must be a date and time': 'தொடக்கம் ஒரு தேதியும் நேரமுமாக இருக்க வேண்டும்',
  'Valid until must be a date and time': 'முடிவு ஒரு தேதியும் நேரமுமாக இருக்க வேண்டும்',
  'Valid until must be after valid from': 'முடிவு நேரம் தொடக்க நேரத்துக்குப் பின் இருக்க வேண்டும்',
  'The use limit must be at least 1': 'பயன்பாட்டு வரம்பு குறைந்தது 1 ஆக இருக்க வேண்டும்',
  'Each learner must be able to use it at least once':
    'ஒவ்வொரு கற்பவரும் குறைந்தது ஒருமுறை இதைப் பயன்படுத்த முடிய வேண்டும்',
  'Amounts are whole paise': 'தொகைகள் முழுப் பைசாக்களாக இருக்க வேண்டும்',
  'You cannot use your own referral code.': 'உங்கள் சொந்தப் பரிந்துரைக் குறியீட்டை நீங்களே பயன்படுத்த முடியாது.',
  'A referral code is for your first purchase only.': 'பரிந்துரைக் குறியீடு உங்கள் முதல் வாங்குதலுக்கு மட்டுமே.',
  'Referral discounts are switched off at the moment.': 'பரிந்துரைத் தள்ளுபடிகள் தற்போது நிறுத்தப்பட்டுள்ளன.',
  'Codes starting with REF- are kept for referral codes':
    'REF- என்று தொடங்கும் குறியீடுகள் பரிந்துரைக் குறியீடுகளுக்கு மட்டும்',
  'Your credit changed while you were paying. Please try again.':
    'நீங்கள் கட்டணம் செலுத்திக்கொண்டிருந்தபோது உங்கள் வரவுத்தொகை மாறியது. மீண்டும் முயலுங்கள்.',
  'The discount is 0 (off) or more': 'தள்ளுபடி 0 (நிறுத்தம்) அல்லது அதற்கு மேல்',
  'The discount is at most {max}%': 'தள்ளுபடி அதிகபட்சம் {max}%',
  'The credit is too large': 'வரவுத்தொகை மிக அதிகம்',
  'The credit is 0 (none) or more': 'வரவுத்தொகை 0 (இல்லை) அல்லது அதற்கு மேல்',
  'Referral settings saved': 'பரிந்துரை அமைப்புகள் சேமிக்கப்பட்டன',
};
