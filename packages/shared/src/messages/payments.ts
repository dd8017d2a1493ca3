/** Orders, payments, invoices (modules/orders, webhook, invoices). */
export const paymentsMessages: Record<string, string> = {
  'Order created': 'ஆர்டர் உருவாக்கப்பட்டது',
  'Order not found': 'ஆர்டர் கிடைக்கவில்லை',
  'Payment verified successfully': 'கட்டணம் வெற்றிகரமாகச் சரிபார்க்கப்பட்டது',
  'Payment verification failed': 'கட்டணச் சரிபார்ப்பு தோல்வியடைந்தது',
  'Payment failed: {message}': 'கட்டணம் தோல்வியடைந்தது: {message}',
  "This course is free: use 'Enroll for Free' instead.":
    "இந்தப் பாடநெறி இலவசம்: 'இலவசமாகச் சேருங்கள்' என்பதைப் பயன்படுத்துங்கள்.",
  "This event is free: use 'Enroll for Free' instead.":
    "இந்த நிகழ்வு இலவசம்: 'இலவசமாகச் சேருங்கள்' என்பதைப் பயன்படுத்துங்கள்.",
  'The price of this {kind} is {price}, not {amount}. Please refresh and try again.':
    'இந்த {kind}-இன் விலை {price}, {amount} அல்ல. பக்கத்தைப் புதுப்பித்து மீண்டும் முயலுங்கள்.',
  'You are already enrolled in this {kind}!': 'நீங்கள் ஏற்கெனவே இந்த {kind}-இல் சேர்ந்துள்ளீர்கள்!',
  'This event filled up while you were paying. Your payment is recorded and will be refunded in full.':
    'நீங்கள் கட்டணம் செலுத்திக்கொண்டிருந்தபோது இந்த நிகழ்வின் இடங்கள் நிரம்பிவிட்டன. உங்கள் கட்டணம் பதிவாகியுள்ளது; முழுத் தொகையும் திருப்பித் தரப்படும்.',
  'Your payment arrived after this order had lapsed, and by then you had already used this coupon. Your payment is recorded and will be refunded in full.':
    'இந்த ஆர்டரின் நேரம் முடிந்த பிறகே உங்கள் கட்டணம் வந்தடைந்தது; அதற்குள் இந்தக் கூப்பனை நீங்கள் ஏற்கெனவே பயன்படுத்திவிட்டீர்கள். உங்கள் கட்டணம் பதிவாகியுள்ளது; முழுத் தொகையும் திருப்பித் தரப்படும்.',
  'Your payment arrived after this order had lapsed, and by then the coupon had been used up. Your payment is recorded and will be refunded in full.':
    'இந்த ஆர்டரின் நேரம் முடிந்த பிறகே உங்கள் கட்டணம் வந்தடைந்தது; அதற்குள் அந்தக் கூப்பன் முழுவதும் பயன்படுத்தப்பட்டுவிட்டது. உங்கள் கட்டணம் பதிவாகியுள்ளது; முழுத் தொகையும் திருப்பித் தரப்படும்.',
  'Your payment arrived after this order had lapsed, and by then your credit had been spent on another order. Your payment is recorded and will be refunded in full.':
    'இந்த ஆர்டரின் நேரம் முடிந்த பிறகே உங்கள் கட்டணம் வந்தடைந்தது; அதற்குள் உங்கள் வரவுத்தொகை வேறொரு ஆர்டருக்குச் செலவாகிவிட்டது. உங்கள் கட்டணம் பதிவாகியுள்ளது; முழுத் தொகையும் திருப்பித் தரப்படும்.',
  'A referral code is for your first purchase only, and another order of yours was paid first. Your payment is recorded and will be refunded in full.':
    'பரிந்துரைக் குறியீடு உங்கள் முதல் வாங்குதலுக்கு மட்டுமே; உங்களின் மற்றொரு ஆர்டருக்கு ஏற்கெனவே கட்டணம் செலுத்தப்பட்டுவிட்டது. உங்கள் கட்டணம் பதிவாகியுள்ளது; முழுத் தொகையும் திருப்பித் தரப்படும்.',
  'This order is already paid': 'இந்த ஆர்டருக்கு ஏற்கெனவே கட்டணம் செலுத்தப்பட்டுவிட்டது',
  'This order has expired. Please start the payment again.':
    'இந்த ஆர்டர் காலாவதியாகிவிட்டது. கட்டணத்தை மீண்டும் தொடங்குங்கள்.',
  'The payment service is not answering right now. Please try again in a minute.':
    'கட்டணச் சேவை இப்போது பதில் அளிக்கவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.',
  'Invoice not found': 'விலைப்பட்டியல் கிடைக்கவில்லை',
  'Credit note not found': 'வரவுக் குறிப்பு கிடைக்கவில்லை',
  'Choose a month as YYYY-MM': 'மாதத்தை YYYY-MM வடிவில் தேர்ந்தெடுங்கள்',
  Section: 'பிரிவு',
  Document: 'ஆவணம்',
  Number: 'எண்',
  Date: 'தேதி',
  'Original invoice': 'மூல விலைப்பட்டியல்',
  'Original date': 'மூலத் தேதி',
  'Buyer GSTIN': 'வாங்குபவர் GSTIN',
  'Buyer name': 'வாங்குபவர் பெயர்',
  'Place of supply': 'வழங்கல் இடம்',
  'Supply type': 'வழங்கல் வகை',
  'Rate %': 'வரி விகிதம் %',
  Count: 'எண்ணிக்கை',
  'Taxable value': 'வரி விதிக்கத்தக்க மதிப்பு',
  Total: 'மொத்தம்',
  'Not recorded': 'பதிவாகவில்லை',
  Invoice: 'விலைப்பட்டியல்',
  'Credit note': 'வரவுக் குறிப்பு',
  Invoices: 'விலைப்பட்டியல்கள்',
  'Commercial training and coaching services': 'வணிகப் பயிற்சி மற்றும் பயிற்றுவிப்புச் சேவைகள்',
  'Invoices less credit notes': 'வரவுக் குறிப்புகளைக் கழித்த விலைப்பட்டியல்கள்',
  'Credit notes': 'வரவுக் குறிப்புகள்',
  'Invoices for outward supply': 'வெளிச்செல் வழங்கலுக்கான விலைப்பட்டியல்கள்',
  'Credit Note': 'வரவுக் குறிப்பு',
  'This month has payments from before places of supply were recorded. Please file it from the CSV.':
    'இந்த மாதத்தில், வழங்கல் இடம் பதிவாகத் தொடங்குவதற்கு முந்தைய கட்டணங்கள் உள்ளன. இதை CSV கோப்பிலிருந்து தாக்கல் செய்யுங்கள்.',
  'This month has too many documents for one file. Please ask for help.':
    'இந்த மாதத்தில் ஒரே கோப்பில் அடங்காத அளவுக்கு ஆவணங்கள் உள்ளன. உதவி கேளுங்கள்.',
  'This invoice link has expired. Open it again from My learning.':
    'இந்த விலைப்பட்டியல் இணைப்பு காலாவதியாகிவிட்டது. "என் கற்றல்" பக்கத்திலிருந்து மீண்டும் திறங்கள்.',
  'This invoice belongs to another account': 'இந்த விலைப்பட்டியல் வேறொரு கணக்கைச் சேர்ந்தது',
  'Choose a course or an event to buy': 'வாங்க ஒரு பாடநெறியையோ நிகழ்வையோ தேர்ந்தெடுங்கள்',
  'Payments are taken in INR only': 'கட்டணம் INR-இல் மட்டுமே ஏற்கப்படும்',
  'Choose either a course or an event to buy': 'பாடநெறி அல்லது நிகழ்வு — இரண்டில் ஒன்றை மட்டும் தேர்ந்தெடுங்கள்',
  'Choose a course': 'ஒரு பாடநெறியைத் தேர்ந்தெடுங்கள்',
  'Name is required': 'பெயர் தேவை',
  'Please enter a valid email address': 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்',
  'Choose your state or union territory from the list':
    'பட்டியலிலிருந்து உங்கள் மாநிலத்தையோ யூனியன் பிரதேசத்தையோ தேர்ந்தெடுங்கள்',
  'Enter the legal name registered with this GSTIN': 'இந்த GSTIN-இல் பதிவான சட்டப்பூர்வப் பெயரை உள்ளிடுங்கள்',
  'Paid enrolment is paused until the academy enters its GSTIN. Please try again later.':
    'அகாடமி தனது GSTIN-ஐ உள்ளிடும் வரை கட்டணச் சேர்க்கை நிறுத்திவைக்கப்பட்டுள்ளது. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
};
