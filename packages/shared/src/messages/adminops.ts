/**
 * Tamil for the staff console's orders, refunds, events, leads and reviews answers: the server
 * answers the English sentence, and the catalogue built from these tables translates it by the
 * request's language. `{name}` marks a part that changes.
 */
export const adminopsMessages: Record<string, string> = {
  'This order has not been paid, so there is nothing to refund':
    'இந்த ஆர்டருக்குப் பணம் செலுத்தப்படவில்லை; திருப்பி அனுப்ப எதுவும் இல்லை',
  'This payment has been refunded in full already': 'இந்தப் பணம் ஏற்கெனவே முழுமையாகத் திருப்பி அனுப்பப்பட்டது',
  'The refund is more than the {amount} paise left to refund':
    'திருப்பி அனுப்ப மீதமுள்ள {amount} பைசாவை விட இந்தத் தொகை அதிகம்',
  'This refund key was used for another order; reload the page':
    'இந்த refund key வேறு ஆர்டருக்குப் பயன்படுத்தப்பட்டது; பக்கத்தை மீண்டும் ஏற்றுங்கள்',
  'The payment service refused the refund: {reason}': 'பணச் சேவை இந்த refund-ஐ மறுத்தது: {reason}',
  'The payment service did not confirm the refund, so nothing was recorded. Press Refund again to retry; it will not refund twice.':
    'பணச் சேவை refund-ஐ உறுதிப்படுத்தவில்லை, எனவே எதுவும் பதிவாகவில்லை. மீண்டும் முயல Refund-ஐ அழுத்துங்கள்; இரண்டு முறை திருப்பி அனுப்பப்படாது.',
  'Refund recorded': 'Refund பதிவு செய்யப்பட்டது',
  'This refund was already requested': 'இந்த refund ஏற்கெனவே கோரப்பட்டுள்ளது',
  'Review hidden': 'மதிப்புரை மறைக்கப்பட்டது',
  'Review restored': 'மதிப்புரை மீண்டும் காட்டப்படுகிறது',
  'Lead not found': 'இந்த lead கிடைக்கவில்லை',
  'Lead updated': 'Lead புதுப்பிக்கப்பட்டது',
  'That staff member does not exist': 'அந்தப் பணியாளர் இல்லை',
  'Please give a reason': 'ஒரு காரணத்தைக் குறிப்பிடுங்கள்',
  'Nothing to change': 'மாற்ற எதுவும் இல்லை',
  'This event is cancelled already': 'இந்த நிகழ்வு ஏற்கெனவே ரத்து செய்யப்பட்டது',
  'Seats cannot go below the {count} already registered':
    'ஏற்கெனவே பதிவு செய்த {count} பேரை விட இருக்கைகளைக் குறைக்க முடியாது',
  'Event created': 'நிகழ்வு உருவாக்கப்பட்டது',
  'Event saved': 'நிகழ்வு சேமிக்கப்பட்டது',
  'Event cancelled; enrolled learners are being told':
    'நிகழ்வு ரத்து செய்யப்பட்டது; பதிவு செய்த மாணவர்களுக்குத் தெரிவிக்கப்படுகிறது',
  'The end must be after the start': 'முடிவு நேரம் தொடக்கத்திற்குப் பிறகு இருக்க வேண்டும்',
  'Registration must close before the event starts': 'நிகழ்வு தொடங்கும் முன் பதிவு முடிய வேண்டும்',
  'A paid event needs a price': 'கட்டண நிகழ்வுக்கு ஒரு விலை வேண்டும்',
  'The price cannot be above the original price': 'விலை அசல் விலையை விட அதிகமாக இருக்கக்கூடாது',
  'Please say what was done': 'என்ன செய்யப்பட்டது என்று குறிப்பிடுங்கள்',
  'The refund key is not valid; reload the page': 'Refund key சரியில்லை; பக்கத்தை மீண்டும் ஏற்றுங்கள்',
  'A refund is at least ₹1': 'Refund குறைந்தது ₹1 இருக்க வேண்டும்',
  'Request closed': 'கோரிக்கை முடிக்கப்பட்டது',
  'This request is not in the queue': 'இந்தக் கோரிக்கை வரிசையில் இல்லை',
  'Refunded in full': 'முழுத் தொகையும் திருப்பி அனுப்பப்பட்டது',
  'The payment service reported that the refund failed': 'Refund தோல்வியடைந்ததாகக் கட்டணச் சேவை தெரிவித்தது',
  'Hide a review with a reason: it leaves the course rating and count at once':
    'காரணத்துடன் ஒரு மதிப்புரையை மறைக்கவும்: அது பாடநெறியின் மதிப்பீட்டிலிருந்தும் எண்ணிக்கையிலிருந்தும் உடனே நீங்கும்',
  'Restore a hidden review, with a reason': 'மறைத்த மதிப்புரையைக் காரணத்துடன் மீண்டும் காட்டவும்',
  // The leads export's column names, written in the language of the staff member who exports.
  Received: 'பெறப்பட்டது',
  'Full name': 'முழுப் பெயர்',
  'E-mail': 'மின்னஞ்சல்',
  Mobile: 'கைபேசி',
  'Graduation year': 'பட்டம் பெற்ற ஆண்டு',
  'Job title': 'பணிப் பெயர்',
  Program: 'பயிற்சித் திட்டம்',
  Status: 'நிலை',
  Assignee: 'பொறுப்பாளர்',
  Notes: 'குறிப்புகள்',
};
