import type { THelpSeedTexts } from './help-seed-texts.ts';

/** The default help centre in en (decision 056): the site's former help topics, the beginner guide. */
export const HELP_TEXTS_EN: THelpSeedTexts = {
  emailFallback: 'our customer service',
  categories: {
    'getting-started': 'Getting started',
    payments: 'Deposits and withdrawals',
    rules: 'Rules and policies',
    contact: 'Contact and partnership',
  },
  articles: {
    'beginner-guide': {
      title: 'Beginner guide',
      html: '<p>New to {{name}}? This guide takes you from your first visit to your first withdrawal in a few minutes.</p><h2>1. Create your account</h2><p>Select <strong>Register</strong> at the top of the page, choose a username and a password and confirm that you are of legal age. If you see <strong>Free demo</strong> there too, you can try the games with play money first, without registering.</p><h2>2. Secure your account</h2><p>Open your account menu and choose <strong>My account</strong>. Add your real name, bind your mobile number or e-mail and set a withdrawal password: a withdrawal needs them, and they protect your balance even if someone learns your login password.</p><h2>3. Make your first deposit</h2><p>Choose <strong>Deposit</strong> in your account menu, pick a payment method and enter the amount. Most deposits arrive within minutes. Look at <strong>Promotions</strong> before you deposit: some bonuses must be joined first.</p><h2>4. Choose a game</h2><p>The menu at the top groups the games: live casino, sports, slots, fishing, card games, lottery and more. Every game explains its rules, and our own games are provably fair: after a round you can check its result yourself.</p><h2>5. Keep track of your play</h2><p><strong>Betting record</strong> and <strong>Account record</strong> in your account menu list every bet and every movement of your money. Decide on a budget before you play and read our <a href="/help?topic=responsible-gaming">responsible gaming</a> advice.</p><h2>6. Withdraw your winnings</h2><p>Choose <strong>Withdrawal</strong>, enter the amount and your withdrawal password. Money is paid to a bank account in your own name, usually within a few hours.</p><h2>7. Need help?</h2><p>Search this help centre, chat with customer service from the side bar at any time, or write to us through <strong>Feedback</strong> in your account menu: the answer arrives in your messages.</p>',
    },
    'about-us': {
      title: 'About Company',
      html: '<p>{{name}} is an online entertainment platform: every game on this site is played from one account and one wallet.</p><p>Each game category lists its providers. Our own games are provably fair: after each round you can check its result with the seeds the game reveals.</p><p>Our team is committed to a safe, transparent and responsible gaming experience for every player.</p>',
    },
    'contact-us': {
      title: 'Contact Us',
      html: '<p>Our customer service team is available 24 hours a day, 7 days a week through live chat, reachable from the side bar on every page.</p><p>You can also write to {{email}}. Please include your username, but never your password.</p><p>For partnership and affiliate enquiries, see the Affiliates section or the Join Us page.</p>',
    },
    'terms-and-conditions': {
      title: 'General Terms and Conditions',
      html: '<p>By registering an account with {{name}} you confirm that you are of legal age, that the information you provide is accurate, and that you accept these terms.</p><p>Each person may hold only one account. Accounts are personal and may not be shared, sold or transferred. We may suspend accounts involved in fraud, abuse of promotions or irregular betting.</p><p>Bets are final once accepted. In case of an obvious error or technical failure, affected bets may be voided and stakes returned. We may update these terms; continued use means you accept the current version.</p>',
    },
    'responsible-gaming': {
      title: 'Responsible Gaming',
      html: '<p>Gaming should be entertainment, not a way to make money. Set a budget before you play and never chase your losses.</p><p>If you feel you are losing control, contact customer service to set deposit limits or take a break with temporary or permanent self-exclusion.</p><p>Minors may not use our services. We check age and identity, and we encourage parents to use filtering software on shared devices.</p><h2>Signs to watch for</h2><ul><li>You spend more time or money than you planned.</li><li>You play to win back what you lost.</li><li>You borrow money or leave bills unpaid to keep playing.</li><li>Gaming makes you anxious, or gets in the way of work, family or sleep.</li></ul><p>If any of these sound familiar, take a break and talk to someone you trust.</p>',
    },
    'privacy-policy': {
      title: 'Privacy Policy',
      html: '<p>We collect only the personal data needed to run your account: your details, transactions and the technical data required for security.</p><p>Your data is encrypted in transit and at rest, and passwords are stored in a form that cannot be reversed. We never sell your personal data.</p><p>You may ask to see, correct or delete your data at any time by contacting customer service, subject to our legal record-keeping obligations.</p>',
    },
    'affiliate-programme': {
      title: 'Affiliates',
      html: '<p>Our affiliate programme rewards you for bringing new players to {{name}} with a commission on the activity of your referred players.</p><p>Affiliates get a dedicated agent centre with real-time team reports, income statements and tools to manage downline accounts.</p><p>To apply, register an account and contact customer service, or visit the Join Us page for details.</p>',
    },
    'refund-policy': {
      title: 'Refund Policy',
      html: '<p>Deposits credited to your wallet can be used for play or withdrawn, subject to the wagering rules of any bonus you accepted.</p><p>If a deposit was charged but not credited, contact customer service with your payment reference. We investigate and credit or refund it, usually within 24 hours.</p><p>Settled bets and used bonus funds cannot be refunded, except where a game round was voided because of a technical failure.</p>',
    },
    faq: {
      title: 'FAQ',
      html: "<p>How do I register? Select Register at the top of the page, fill in the form and confirm you are of legal age. It takes less than a minute.</p><p>I forgot my password. Select Forgot password in the login window and reset it by e-mail or by a code sent to your phone.</p><p>Why can't I open a game? Some providers may be under maintenance; try again later or choose another provider.</p>",
    },
    'how-to-deposit': {
      title: 'How to deposit',
      html: '<p>Log in, open your account menu and choose Deposit. Pick a payment method, enter the amount and follow the instructions.</p><p>Most deposits are credited within minutes. Always use a payment account in your own name.</p><p>If your deposit does not appear after 30 minutes, contact customer service with your payment reference.</p>',
    },
    'how-to-withdraw': {
      title: 'How to withdraw',
      html: '<p>Log in, open your account menu and choose Withdrawal. The first time, the screen lists what a withdrawal needs — your real name, a withdrawal password and a bank account — and you complete each one right there.</p><p>Withdrawals are paid to a bank account in your own name: the payee is always your real name.</p><p>Most withdrawals are processed within a few hours. You will be asked to confirm when you receive the funds.</p>',
    },
  },
};
