/** Tamil for the academy settings and the dashboard (docs/decisions/123), keyed by the English sentence. */
export const settingsMessages: Record<string, string> = {
  'Settings saved': 'அமைப்புகள் சேமிக்கப்பட்டன',
  'Legal name is required': 'சட்டப்பூர்வ நிறுவனப் பெயர் தேவை',
  'Legal name must be at most 160 characters': 'சட்டப்பூர்வ நிறுவனப் பெயர் அதிகபட்சம் 160 எழுத்துகள் இருக்கலாம்',
  'Address is required': 'முகவரி தேவை',
  'Address must be at most 200 characters': 'முகவரி அதிகபட்சம் 200 எழுத்துகள் இருக்கலாம்',
  'City is required': 'நகரம் தேவை',
  'City must be at most 80 characters': 'நகரத்தின் பெயர் அதிகபட்சம் 80 எழுத்துகள் இருக்கலாம்',
  'State is required': 'மாநிலம் தேவை',
  'State must be at most 80 characters': 'மாநிலத்தின் பெயர் அதிகபட்சம் 80 எழுத்துகள் இருக்கலாம்',
  'Country is required': 'நாடு தேவை',
  'Country must be at most 80 characters': 'நாட்டின் பெயர் அதிகபட்சம் 80 எழுத்துகள் இருக்கலாம்',
  'Enter a valid 15-character GSTIN': 'சரியான 15 எழுத்து GSTIN-ஐ உள்ளிடுங்கள்',
  'Choose the state where the academy is registered for GST': 'அகாடமி GST பதிவு செய்துள்ள மாநிலத்தைத் தேர்ந்தெடுங்கள்',
  "The GSTIN must begin with the code of the academy's state":
    'GSTIN, அகாடமியின் மாநிலக் குறியீட்டில்தான் தொடங்க வேண்டும்',
  'PIN code must be 6 digits': 'அஞ்சல் குறியீடு (PIN) 6 இலக்கங்களாக இருக்க வேண்டும்',
  'Enter a valid phone number': 'சரியான தொலைபேசி எண்ணை உள்ளிடுங்கள்',
  'A link must be at most 300 characters': 'இணைப்பு அதிகபட்சம் 300 எழுத்துகள் இருக்கலாம்',
  'A link must start with https://': 'இணைப்பு https:// என்று தொடங்க வேண்டும்',
  'The video must be a YouTube or Vimeo link': 'காணொளி YouTube அல்லது Vimeo இணைப்பாக இருக்க வேண்டும்',
  'A date must be YYYY-MM-DD': 'தேதி YYYY-MM-DD வடிவில் இருக்க வேண்டும்',
  'The banner text must be at most 120 characters': 'அறிவிப்புப் பட்டையின் உரை அதிகபட்சம் 120 எழுத்துகள் இருக்கலாம்',
  'Write the banner in both English and Tamil, or leave both empty':
    'அறிவிப்புப் பட்டையை ஆங்கிலம், தமிழ் இரண்டிலும் எழுதுங்கள்; அல்லது இரண்டையும் காலியாக விடுங்கள்',
  'The last day cannot be before the first day': 'கடைசி நாள் முதல் நாளுக்கு முன் இருக்கக் கூடாது',
};
