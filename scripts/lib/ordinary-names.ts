/**
 * Given and family names of the people this product serves, for the false-positive figures of
 * sanctions screening: Somali, Ethiopian (Amharic, Oromo, Tigrinya), Kenyan (Swahili, Kikuyu, Luo,
 * Kalenjin, Luhya), Ugandan (Luganda, Acholi, Runyankole) and Turkish. Somali and Ethiopian names are
 * given name, father's and grandfather's given names; the others a given name and a family name.
 */
const words = (text: string) => text.trim().split(/\s+/)

export const SOMALI_GIVEN = words(`
  Abdi Abdirahman Abdullahi Abdikadir Abdinasir Abdirizak Abdiaziz Abdisalam Abdiwali Abdikarim Abdifatah Abdihakim
  Ahmed Ali Aden Bashir Dahir Farah Faisal Guled Hassan Hussein Ibrahim Ismail Jama Liban Mahad Mohamed Mohamud
  Muse Mustafa Nur Omar Osman Said Salah Shire Yasin Yusuf Warsame Hirsi Isse Jibril Kadar Khalif Abshir Barkhad
  Sakariye Sharmarke Timacade Xasan Maxamed Cabdi Cali Cumar Cismaan Axmed Yuusuf Ilyas Hamse Bile Elmi Gedi
  Amina Asha Ayan Deeqa Faadumo Fadumo Fartun Halima Hawa Hibo Hodan Idil Ifrah Ikran Ilhan Kaltun Khadija Ladan
  Maryan Muna Nasra Nimco Ruqia Sadia Safia Sagal Sahra Ubah Zamzam Hamdi Hinda Ebyan Xaliimo Sucaad Caasha
`)
export const ETHIOPIAN_GIVEN = words(`
  Abebe Alemayehu Alemu Amanuel Berhanu Bekele Biniam Dawit Desta Elias Ermias Fikru Getachew Girma Habtamu Haile
  Hailu Kebede Kidane Mekonnen Mengistu Mulugeta Negash Samuel Solomon Tadesse Tekle Tesfaye Tewodros Worku
  Yohannes Yonas Zerihun Gebre Gebremedhin Gebreyesus Wolde Woldemariam Kahsay Tsegay Fitsum Henok Lemma Mesfin
  Chala Gemechu Lemi Tolosa Fayyisa Dereje Ababa Bontu Chaltu Hawi Lensa Obse Genet Ayantu Boru Guyo Jarso Dida
  Almaz Aster Bethlehem Eden Frehiwot Hanna Helen Hirut Kalkidan Liya Mahlet Meron Meseret Rahel Selam Selamawit
  Tigist Tsion Yeshi Zewditu Mekdes Saba Senait Abeba Weynshet Etenesh Azeb Lulit Feven Ruth Hiwot Sara
`)
export const KENYAN_FIRST = words(`
  John Joseph Peter James Mary Grace Paul David Daniel Samuel Michael Esther Faith Mercy Ruth Jane Ann Lucy Dennis
  Brian Kevin Collins Wycliffe Evans Geoffrey Stephen Charles Caroline Beatrice Lilian Purity Naomi Winnie Joyce
  Juma Baraka Amani Neema Imani Zawadi Rehema Hamisi Salim Halima Mwajuma Bakari Rashidi Mwanaisha Khamis
`)
export const KENYAN_FAMILY = words(`
  Kamau Mwangi Njoroge Kariuki Wanjiru Njeri Wambui Otieno Ochieng Odhiambo Onyango Achieng Akinyi Atieno Omondi
  Kiprop Kipchoge Chebet Cheruiyot Kiptoo Rotich Korir Mutua Musyoka Mwende Wafula Wekesa Barasa Simiyu Nafula
  Mwakalinga Mohamed Salim Juma Ali Omar Kazungu Karisa Chengo Nyamweya Kerubo Moraa Nyaboke Makori Ogeto
`)
export const UGANDAN_FIRST = words(`
  Moses Isaac Robert Ronald Patrick Andrew Godfrey Emmanuel Brian Alex Joseph Sarah Agnes Florence Harriet Irene
  Prossy Sylvia Esther Stella Ivan Denis Julius Henry Gloria Doreen Rose Winnie Annet Betty Allan Bosco
`)
export const UGANDAN_FAMILY = words(`
  Mugisha Okello Opio Namubiru Nakato Nansubuga Ssemakula Kato Wasswa Babirye Mukasa Ssekandi Nabukenya Namatovu
  Tumusiime Byaruhanga Twinomugisha Ainembabazi Atwine Ochola Odongo Akello Acheng Lubega Kiggundu Musoke Kizza
  Nakimuli Kyomuhendo Asiimwe Ahimbisibwe Arinaitwe Nuwagaba Ocen Okot Lamwaka
`)
export const TURKISH_GIVEN = words(`
  Mehmet Ahmet Mustafa Ali Hüseyin Hasan İbrahim İsmail Osman Yusuf Murat Ömer Ramazan Halil Süleyman Abdullah Mahmut
  Recep Kemal Emre Burak Serkan Selim Hakan Cem Can Barış Onur Tolga Oğuz Erkan Kadir Selçuk Enes Furkan Yiğit
  Emine Ayşe Fatma Hatice Zeynep Elif Meryem Şerife Zehra Sultan Hanife Merve Özlem Esra Büşra Gülsüm Derya
  Songül Tuğba Yasemin Sibel Ebru Dilek Gamze Kübra Şule Nur İrem
`)
export const TURKISH_FAMILY = words(`
  Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç Aslan Çetin Kara Koç Kurt
  Özkan Şimşek Polat Korkmaz Karataş Erdoğan Güneş Aksoy Özer Bulut Turan Tekin Kaplan Uçar Bozkurt Taş Acar
  Bayram Ünal Keskin Aktaş Güler Karabulut Tunç Sarı Akın Işık Yavuz Avcı Coşkun Gök Kılınç Tasdelen Bayraktar
`)

/** The given names a sender most often shares with half the community: the common two-part short forms are made of these. */
export const MOST_COMMON_GIVEN = words(`
  Mohamed Ahmed Ali Hassan Hussein Abdi Omar Ibrahim Yusuf Osman Abdullahi Mohamud Abdirahman Ismail Said Farah
  Amina Fatima Halima Asha Khadija Hawa Maryan Sahra Mehmet Ahmet Mustafa Ayşe Fatma Emine Juma Salim
`)
