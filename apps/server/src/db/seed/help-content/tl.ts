import type { THelpSeedTexts } from './help-seed-texts.ts';

/** The default help centre in tl (decision 056): the site's former help topics, the beginner guide. */
export const HELP_TEXTS_TL: THelpSeedTexts = {
  emailFallback: 'aming customer service',
  categories: {
    'getting-started': 'Pagsisimula',
    payments: 'Deposito at pag-withdraw',
    rules: 'Mga patakaran',
    contact: 'Pakikipag-ugnayan at partnership',
  },
  articles: {
    'beginner-guide': {
      title: 'Gabay para sa baguhan',
      html: '<p>Bago ka ba sa {{name}}? Dadalhin ka ng gabay na ito mula sa unang pagbisita hanggang sa unang pag-withdraw sa loob ng ilang minuto.</p><h2>1. Gumawa ng account</h2><p>Piliin ang <strong>Mag-register</strong> sa itaas ng pahina, pumili ng username at password, at kumpirmahin na nasa legal na edad ka na. Kung makikita mo rin doon ang <strong>Libreng demo</strong>, masusubukan mo muna ang mga laro gamit ang play money nang hindi nagre-register.</p><h2>2. Protektahan ang iyong account</h2><p>Buksan ang menu ng account at piliin ang <strong>Aking account</strong>. Idagdag ang tunay mong pangalan, i-bind ang mobile number o e-mail, at magtakda ng withdrawal password: kailangan ito sa pag-withdraw, at pinoprotektahan nito ang iyong balanse kahit may makaalam ng iyong login password.</p><h2>3. Gawin ang unang deposito</h2><p>Piliin ang <strong>Deposito</strong> sa menu ng account, pumili ng paraan ng pagbabayad at ilagay ang halaga. Karamihan sa mga deposito ay pumapasok sa loob ng ilang minuto. Tingnan muna ang <strong>Mga Promo</strong> bago magdeposito: may mga bonus na kailangang salihan muna.</p><h2>4. Pumili ng laro</h2><p>Pinapangkat ng menu sa itaas ang mga laro: live casino, sports, slots, fishing, card games, lotto at iba pa. Ipinaliliwanag ng bawat laro ang mga patakaran nito, at ang sarili naming mga laro ay provably fair: pagkatapos ng isang round, masusuri mo mismo ang resulta.</p><h2>5. Bantayan ang iyong paglalaro</h2><p>Nakalista sa <strong>Talaan ng taya</strong> at <strong>Talaan ng account</strong> sa menu ng account ang bawat taya at bawat galaw ng iyong pera. Magtakda ng budget bago maglaro at basahin ang aming payo sa <a href="/help?topic=responsible-gaming">responsableng paglalaro</a>.</p><h2>6. I-withdraw ang iyong panalo</h2><p>Piliin ang <strong>Pag-withdraw</strong>, ilagay ang halaga at ang withdrawal password. Ibinabayad ang pera sa bank account na nakapangalan sa iyo, kadalasan sa loob ng ilang oras.</p><h2>7. Kailangan ng tulong?</h2><p>Maghanap sa help centre na ito, makipag-chat sa customer service mula sa side bar anumang oras, o sumulat sa amin sa <strong>Feedback</strong> sa menu ng account: darating ang sagot sa iyong mga mensahe.</p>',
    },
    'about-us': {
      title: 'Tungkol sa Kumpanya',
      html: '<p>Ang {{name}} ay isang online entertainment platform: nilalaro ang bawat laro sa site na ito gamit ang iisang account at iisang wallet.</p><p>Nakalista sa bawat kategorya ng laro ang mga provider nito. Provably fair ang sarili naming mga laro: pagkatapos ng bawat round, masusuri mo ang resulta gamit ang mga seed na ibinubunyag ng laro.</p><p>Nakatuon ang aming team sa ligtas, malinaw at responsableng karanasan sa paglalaro para sa bawat manlalaro.</p>',
    },
    'contact-us': {
      title: 'Makipag-ugnayan',
      html: '<p>Available ang aming customer service 24 oras, 7 araw kada linggo sa pamamagitan ng live chat sa side bar ng bawat pahina.</p><p>Maaari ka ring sumulat sa {{email}}. Isama ang iyong username, pero huwag kailanman ang iyong password.</p><p>Para sa partnership at affiliate, tingnan ang seksyong Mga Affiliate o ang pahinang Sumali sa Amin.</p>',
    },
    'terms-and-conditions': {
      title: 'Pangkalahatang Tuntunin at Kundisyon',
      html: '<p>Sa pag-register ng account sa {{name}}, kinukumpirma mong nasa legal na edad ka, tama ang impormasyong ibinigay mo, at tinatanggap mo ang mga tuntuning ito.</p><p>Isang account lamang bawat tao. Personal ang account at hindi maaaring ibahagi, ibenta o ilipat. Maaari naming suspindihin ang mga account na sangkot sa pandaraya, pang-aabuso sa promo o kahina-hinalang pagtaya.</p><p>Pinal na ang taya kapag tinanggap. Kung may halatang error o teknikal na aberya, maaaring ipawalang-bisa ang apektadong taya at ibalik ang stake. Maaari naming i-update ang mga tuntuning ito; ang patuloy na paggamit ay nangangahulugang tinatanggap mo ang kasalukuyang bersyon.</p>',
    },
    'responsible-gaming': {
      title: 'Responsableng Paglalaro',
      html: '<p>Ang paglalaro ay dapat libangan, hindi paraan para kumita. Magtakda ng budget bago maglaro at huwag habulin ang talo.</p><p>Kung pakiramdam mo ay nawawalan ka ng kontrol, makipag-ugnayan sa customer service para magtakda ng deposit limit o magpahinga sa pamamagitan ng pansamantala o permanenteng self-exclusion.</p><p>Hindi maaaring gumamit ng aming serbisyo ang mga menor de edad. Sinusuri namin ang edad at pagkakakilanlan, at hinihikayat ang mga magulang na gumamit ng filtering software sa mga shared device.</p><h2>Mga palatandaang dapat bantayan</h2><ul><li>Gumugugol ka ng mas maraming oras o pera kaysa sa plano mo.</li><li>Naglalaro ka para mabawi ang natalo mo.</li><li>Nanghihiram ka ng pera o hindi nagbabayad ng bills para makapaglaro pa.</li><li>Nagdudulot sa iyo ng pag-aalala ang paglalaro, o nakakaabala ito sa trabaho, pamilya o tulog.</li></ul><p>Kung pamilyar sa iyo ang alinman dito, magpahinga at makipag-usap sa taong pinagkakatiwalaan mo.</p>',
    },
    'privacy-policy': {
      title: 'Patakaran sa Privacy',
      html: '<p>Kinokolekta lamang namin ang personal na datos na kailangan para patakbuhin ang iyong account: ang iyong detalye, transaksyon at teknikal na datos para sa seguridad.</p><p>Naka-encrypt ang iyong datos habang ipinapadala at nakaimbak, at ang mga password ay iniimbak sa anyong hindi na maibabalik. Hindi namin kailanman ibinebenta ang iyong personal na datos.</p><p>Maaari mong hilingin anumang oras na makita, itama o burahin ang iyong datos sa pamamagitan ng customer service, alinsunod sa aming legal na obligasyon sa pag-iingat ng rekord.</p>',
    },
    'affiliate-programme': {
      title: 'Mga Affiliate',
      html: '<p>Binibigyan ka ng aming affiliate program ng komisyon batay sa aktibidad ng mga manlalarong dinala mo sa {{name}}.</p><p>May sariling agent center ang mga affiliate na may real-time na ulat ng team, pahayag ng kita at mga tool para pamahalaan ang downline.</p><p>Para mag-apply, mag-register ng account at makipag-ugnayan sa customer service, o bisitahin ang pahinang Sumali sa Amin.</p>',
    },
    'refund-policy': {
      title: 'Patakaran sa Refund',
      html: '<p>Ang mga deposit na pumasok sa iyong wallet ay magagamit sa paglalaro o ma-withdraw, ayon sa wagering rules ng anumang bonus na tinanggap mo.</p><p>Kung nabawasan ka pero hindi pumasok ang deposit, makipag-ugnayan sa customer service dala ang payment reference. Sisiyasatin namin ito at ipapasok o ire-refund, kadalasan sa loob ng 24 oras.</p><p>Hindi maire-refund ang mga na-settle nang taya at nagamit nang bonus, maliban kung ipinawalang-bisa ang round dahil sa teknikal na aberya.</p>',
    },
    faq: {
      title: 'FAQ',
      html: '<p>Paano mag-register? Piliin ang Register sa itaas ng pahina, punan ang form at kumpirmahing nasa legal na edad ka. Wala pang isang minuto.</p><p>Nakalimutan ang password? Piliin ang Forgot password sa login window at i-reset ito gamit ang email o code na ipapadala sa iyong telepono.</p><p>Bakit hindi mabuksan ang laro? Maaaring naka-maintenance ang ilang provider; subukang muli mamaya o pumili ng ibang provider.</p>',
    },
    'how-to-deposit': {
      title: 'Paano mag-deposit',
      html: '<p>Mag-log in, buksan ang account menu at piliin ang Deposit. Pumili ng paraan ng pagbabayad, ilagay ang halaga at sundin ang mga tagubilin.</p><p>Karamihan sa mga deposit ay pumapasok sa loob ng ilang minuto. Laging gumamit ng payment account na nakapangalan sa iyo.</p><p>Kung hindi lumabas ang deposit pagkalipas ng 30 minuto, makipag-ugnayan sa customer service dala ang payment reference.</p>',
    },
    'how-to-withdraw': {
      title: 'Paano mag-withdraw',
      html: '<p>Mag-log in, buksan ang account menu at piliin ang Withdrawal. Sa unang beses, ipinapakita ng screen ang kailangan sa withdrawal — ang iyong tunay na pangalan, withdrawal password at bank account — at makukumpleto mo ang bawat isa roon mismo.</p><p>Ipinapadala ang withdrawal sa bank account na nakapangalan sa iyo: ang iyong tunay na pangalan ang laging tatanggap.</p><p>Karamihan sa mga withdrawal ay napoproseso sa loob ng ilang oras. Hihilingin sa iyong kumpirmahin kapag natanggap mo na ang pera.</p>',
    },
  },
};
