import type { MailTexts } from './types'

/**
 * Turkish (Türkçe). Plain, short sentences, for review by native speakers. Written with Turkish
 * letters; the SMS folds ı, ş, ğ, ç and İ, Ş, Ğ (outside GSM 7-bit) when it is sent.
 */
export const tr: MailTexts = {
  greeting: (firstName) => `Merhaba ${firstName},`,
  tollFree: '(ücretsiz)',
  mobileMoney: 'mobil para',
  labels: {
    invoice: 'Fatura',
    paid: 'Ödeme zamanı',
    recipient: 'Alıcı',
    recipientPhone: 'Alıcının telefonu',
    recipientLocation: 'Alıcının bulunduğu yer',
    paymentType: 'Ödeme şekli',
    wallet: 'Cüzdan',
    bank: 'Banka',
    account: 'Hesap',
    card: 'Kart',
    recipientGets: 'Alıcıya ödenecek',
    amount: 'Tutar',
    cancelled: 'İptal zamanı',
    refund: 'İade',
    youReported: 'Bildirdiğiniz sorun',
    ourFinding: 'Sonucumuz',
    reported: 'Bildirim zamanı',
    answerBy: 'En geç yanıt tarihi',
  },
  transferPageLink: 'Transferinizi uygulamada görün:',
  paymentTypes: { 'Cash Collection': 'Nakit teslim', 'Mobile Money': 'Mobil para', 'Bank Transfer': 'Banka havalesi' },
  receipt: {
    subject: ({ invoice, total, recipient }) => `${invoice} makbuzu: ${recipient} için ${total}`,
    heading: 'Makbuzunuz',
    thanks: ({ total, recipient, country }) =>
      `teşekkür ederiz. ${country} ülkesindeki ${recipient} adlı kişiye para göndermek için ${total} ödediniz.`,
    heldDateAvailable: 'İncelememize bağlı: yola çıktığında tarihi size bildireceğiz',
    onHold:
      'Bu transfer devam etmeden önce birkaç bilgiyi kontrol ediyoruz. Transfer devam ettiğinde size e-posta göndereceğiz; sizin bir şey yapmanız gerekmiyor.',
    englishCopyBelow: 'Bu makbuzun İngilizcesi bu e-postanın sonundadır.',
  },
  paidOut: {
    subject: ({ invoice, recipient }) => `${invoice}: ${recipient} adlı alıcının parası ödendi`,
    heading: 'Para ödendi',
    toWallet: ({ amount, recipient, country, wallet }) =>
      `${country} ülkesindeki ${recipient} adlı kişiye gönderdiğiniz ${amount}, alıcının ${wallet} cüzdanına gönderildi.`,
    toBank: ({ amount, recipient, country }) =>
      `${country} ülkesindeki ${recipient} adlı kişiye gönderdiğiniz ${amount}, alıcının banka hesabına yatırıldı.`,
    toCollect: ({ amount, recipient, country }) =>
      `${country} ülkesindeki ${recipient} adlı kişiye gönderdiğiniz ${amount}, alıcının teslim alması için hazır.`,
  },
  cancelled: {
    subject: ({ invoice }) => `${invoice}: iptal edildi ve iade edildi`,
    heading: 'Transfer iptal edildi',
    body: ({ recipient }) => `${recipient} adlı kişiye yaptığınız transfer iptal edildi. Ücretler dahil ödediğiniz her şey kartınıza iade edilecek.`,
    bankDelay: 'İadenin hesabınızda görünmesi bankanıza göre birkaç gün sürebilir.',
  },
  held: {
    subject: ({ invoice }) => `${invoice}: transferinizi inceliyoruz`,
    heading: 'Transferiniz inceleniyor',
    body: ({ recipient }) =>
      `yasanın bizden istediği gibi, ${recipient} adlı kişiye yaptığınız transfer devam etmeden önce birkaç bilgiyi kontrol ediyoruz. İncelemelerin çoğu bir iş gününden kısa sürer. İnceleme bitince size e-posta göndereceğiz; bir şeye ihtiyacımız olursa sizinle iletişime geçeceğiz.`,
  },
  released: {
    subject: ({ invoice }) => `${invoice}: transferiniz yolda`,
    heading: 'İnceleme tamamlandı',
    body: ({ recipient }) => `${recipient} adlı kişiye yaptığınız transferin incelemesini bitirdik. Transferiniz yolda.`,
  },
  claimReceived: {
    subject: ({ invoice }) => `${invoice}: bildirdiğiniz sorunu aldık`,
    heading: 'Bildiriminizi aldık',
    body: ({ recipient }) =>
      `${recipient} adlı kişiye yaptığınız transferle ilgili bildirdiğiniz sorunu aldık. İnceliyoruz ve yanıtımızı aşağıdaki tarihe kadar size yazacağız.`,
  },
  claimResolved: {
    subject: ({ invoice }) => `${invoice}: bildirdiğiniz sorunun yanıtı`,
    heading: 'Bildiriminizin yanıtı',
    body: ({ recipient }) => `${recipient} adlı kişiye yaptığınız transferle ilgili bildirdiğiniz sorunu inceledik.`,
    documents: 'Kararımızda dayandığımız belgelerin kopyalarını isteyebilirsiniz. Bizi arayın veya bize yazın.',
  },
  readySms: {
    toWallet: ({ company, sender, amount, wallet, reference }) =>
      `${company}: ${sender} size ${amount} gönderdi. Para ${wallet} cüzdanınıza yatırıldı. Referans ${reference}.`,
    toBank: ({ company, sender, amount, reference }) => `${company}: ${sender} banka hesabınıza ${amount} gönderdi. Referans ${reference}.`,
    toCollect: ({ company, sender, amount, city, reference }) =>
      `${company}: ${sender} size ${amount} gönderdi. Parayı ${city} şehrinde ${reference} referansı ve kimliğinizle teslim alın.`,
    track: 'Takip:',
  },
  accountVerified: {
    subject: 'Hesabınız doğrulandı',
    heading: 'Hesap doğrulandı',
    body: ({ day, month }) =>
      `hesabınızı doğruladık. Artık herhangi bir 24 saatte ${day} ve herhangi bir 30 günde ${month} tutarına kadar gönderebilirsiniz.`,
  },
  verificationRefused: {
    subject: 'Hesabınızı doğrulayamadık',
    heading: 'Doğrulama reddedildi',
    body: 'belgelerinizi inceledik ve hesabınızı doğrulayamadık. Gerekçemiz:',
    next: 'Belgeler bölümünden yeni bir belge yükleyin, yeniden inceleyelim.',
  },
  addressInUse: {
    subject: 'Birisi e-posta adresinizi kullanmayı denedi',
    heading: 'Adresiniz zaten kullanımda',
    signUp: ({ when }) =>
      `birisi ${when} tarihinde bu e-posta adresiyle yeni bir hesap açmayı denedi. Bu adresin zaten bir hesabı olduğu için yeni hesap açılmadı ve hesabınızda hiçbir şey değişmedi.`,
    emailChange: ({ when }) =>
      `birisi ${when} tarihinde başka bir hesabı bu e-posta adresine taşımak istedi. Bu adresin zaten bir hesabı olduğu için hiçbir şey taşınmadı ve hesabınızda hiçbir şey değişmedi.`,
    ifYou: 'Bu sizseniz, bizde zaten bir hesabınız var ve onu kullanabilirsiniz:',
    signIn: 'Giriş Yap:',
    resetPassword: 'Şifrenizi mi unuttunuz? Yenisini belirleyin:',
    notYou: 'Bu siz değilseniz bir şey yapmanız gerekmez: gelen kutunuza erişimi olmayan kimse bu adresi kullanamaz.',
  },
  emailChanged: {
    subject: 'Hesabınızın e-posta adresi değiştirildi',
    heading: 'E-posta adresi değiştirildi',
    body: ({ newEmail, when }) =>
      `hesabınızın e-posta adresi ${when} tarihinde ${newEmail} olarak değiştirildi. Bundan sonra bu adresle giriş yapacaksınız ve size bu adrese değil, o adrese yazacağız.`,
    notYou: ({ phone }) => `Bu değişikliği siz yapmadıysanız hemen ${phone} numarasından bizi arayın: şifreniz başka birinin elinde olabilir.`,
  },
  passwordChanged: {
    subject: 'Şifreniz değiştirildi',
    heading: 'Şifre değiştirildi',
    body: ({ when }) => `hesabınızın şifresi ${when} tarihinde değiştirildi ve oturum açık olan tüm cihazlardan çıkış yapıldı.`,
    notYou: ({ phone }) => `Bu değişikliği siz yapmadıysanız hemen yeni bir şifre belirleyin ve ${phone} numarasından bizi arayın.`,
    setNew: 'Yeni şifre belirleyin:',
  },
  twoFactorChanged: {
    subjectOn: 'İki adımlı giriş açıldı',
    subjectOff: 'İki adımlı giriş kapatıldı',
    heading: 'İki adımlı giriş değişti',
    on: ({ when }) =>
      `hesabınızda iki adımlı giriş ${when} tarihinde açıldı. Bundan sonra giriş yaparken doğrulama uygulamanızdan bir kod da istenecek.`,
    off: ({ when }) => `hesabınızda iki adımlı giriş ${when} tarihinde kapatıldı. Giriş artık yalnızca şifrenizi istiyor.`,
    offBySupport: ({ when }) =>
      `destek ekibimiz, kaybolan ya da değiştirilen bir telefon nedeniyle istendiği üzere, hesabınızda iki adımlı girişi ${when} tarihinde kapattı. Giriş artık yalnızca şifrenizi istiyor.`,
    notYou: ({ phone }) => `Bunu siz istemediyseniz hemen ${phone} numarasından bizi arayın.`,
  },
}
