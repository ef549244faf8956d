import type { LegalTexts } from './types'

/** Turkish (Türkçe). Plain, short sentences, for review by native speakers. */
export const tr: LegalTexts = {
  disclosureLabels: {
    transferAmount: 'Transfer tutarı',
    transferFees: 'Transfer ücretleri',
    transferTaxes: 'Transfer vergileri',
    total: 'Toplam',
    exchangeRate: 'Döviz kuru',
    amountInCurrency: (currency) => `${currency} cinsinden transfer tutarı`,
    otherFees: 'Diğer ücretler',
    totalToRecipient: 'Alıcıya ödenecek toplam',
  },
  noExchange: 'Yok (ABD doları olarak ödenir)',
  dateAvailable: 'Paranın hazır olacağı tarih',
  mayReceiveLessNotice: 'Alıcının bankasının kestiği ücretler ve yabancı ülke vergileri nedeniyle alıcı daha az para alabilir.',
  rightsTitle: 'Haklarınız',
  rightsTexts: [
    'Ödeme yaptıktan sonraki 30 dakika içinde bu transferi iptal edebilir ve ücretler dahil paranızın tamamını geri alabilirsiniz. Para teslim alınmış veya hesaba yatırılmışsa iptal edilemez. Transferi Alıcılarım veya İşlem Geçmişi sayfasından iptal edin ya da bizi arayın.',
    'Bu transferde bir hata olduğunu düşünüyorsanız, paranın hazır olacağı söylenen tarihten itibaren 180 gün içinde transferin sayfasından sorun bildirin veya bizimle iletişime geçin. Bulduğumuz sonucu 90 gün içinde size bildireceğiz ve yaptığımız her hatayı düzelteceğiz.',
    'Haklarınızın yazılı açıklaması için bizimle iletişime geçin.',
  ],
  complaintsTitle: 'Şikâyetler',
  complaintsText: (company) =>
    `${company} ile ilgili sorularınız veya şikâyetleriniz için önce bize ulaşın. Ayrıca şu kurumlara da başvurabilirsiniz:`,
  regulatorLabel: (name, kind) => (kind === 'state' ? `${name} (bize lisans veren eyalet kurumu)` : `${name} (ABD federal denetim kurumu)`),
  cardEnding: (card) => `${card.last4} ile biten ${card.brand}`,
  refundText: (amount, card) => `${amount} tutarındaki iade, ${card.last4} ile biten ${card.brand} kartına yapıldı`,
  claimTypeLabels: {
    'not-received': 'Alıcı parayı belirtilen tarihe kadar almadı',
    'wrong-amount': 'Alıcı farklı bir tutar aldı',
    'wrong-recipient': 'Para yanlış alıcıya veya hesaba gitti',
    'no-disclosures': 'Ödemeden önce veya sonra bana bilgiler (ücretler, kur, tutar) verilmedi',
    other: 'Başka bir sorun',
  },
  claimOutcomeLabels: {
    'no-error': 'Hata bulunmadı',
    refund: 'İade',
    resend: 'Ücretsiz yeniden gönderim',
  },
  claimTextTooLong: (max) => `En fazla ${max} karakter`,
}
