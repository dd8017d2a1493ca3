/** The academy's holidays: the server's sentences in Tamil, keyed by the English it answers. */
export const holidaysMessages: Record<string, string> = {
  'Holiday added': 'விடுமுறை நாள் சேர்க்கப்பட்டது',
  'Holiday removed': 'விடுமுறை நாள் நீக்கப்பட்டது',
  'This holiday does not exist': 'இந்த விடுமுறை நாள் இல்லை',
  'That date is already a holiday': 'அந்த நாள் ஏற்கெனவே விடுமுறை நாளாக உள்ளது',
  'The end of the range cannot be before its start': 'கால வரம்பின் முடிவு நாள் அதன் தொடக்க நாளுக்கு முன் இருக்க முடியாது',
  'Ask for at most {days} days of holidays at once':
    'ஒரே முறையில் அதிகபட்சம் {days} நாள்களின் விடுமுறைகளைக் கேளுங்கள்',
  'Enter the holiday’s name in English': 'விடுமுறையின் பெயரை ஆங்கிலத்தில் எழுதுங்கள்',
  'Enter the holiday’s name in Tamil': 'விடுமுறையின் பெயரைத் தமிழில் எழுதுங்கள்',
  'Keep the name under {max} characters': 'பெயரை {max} எழுத்துகளுக்குள் வையுங்கள்',
};
