import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 110,
  slug: "flutter-or-react-native-2026",
  title: "Flutter or React Native in 2026: how we choose for each client",
  date: "2026-11-12T05:30:00Z",
  author: "Aarav Mehta",
  categories: ["engineering"],
  tags: ["flutter", "react native", "mobile", "cross-platform"],
  image: {
    src: "/images/blog/flutter-or-react-native-2026.svg",
    width: 1200,
    height: 630,
    alt: "Two phone outlines side by side with a shared code block between them",
  },
  content: `
<p>Almost every mobile enquiry we receive asks the same question in the first call: should the app be built in Flutter or React Native? After shipping more than forty cross-platform apps from our Indore and Dewas teams, our honest answer is that both are mature, both reach native-feeling performance for the apps most businesses need, and the right choice usually depends on three things you already know about your own company.</p>
<p>This post is the checklist we walk through with clients. It is deliberately short on benchmarks, because in 2026 the benchmarks rarely decide anything.</p>
<h2>What changed recently</h2>
<p>Both frameworks removed their best-known weaknesses over the last two years. React Native's New Architecture is now the default, so the old asynchronous bridge between JavaScript and native code is gone and list scrolling and gestures are far smoother than they were in 2022. Flutter's Impeller renderer is the default on iOS and modern Android, which ended the first-run animation stutter that used to appear in reviews. If your opinion of either framework was formed before 2024, it is probably out of date.</p>
<h2>1. Who will maintain the app after launch?</h2>
<p>This is the question that matters most over a five-year life. If your in-house team writes React for the web, React Native lets them read, review and eventually own the mobile code. Shared knowledge, shared validation logic and a shared design-token package are worth more than any benchmark.</p>
<p>If there is no in-house team, or the app will be maintained by us under a support contract, Flutter's single rendering engine gives fewer platform surprises and a more predictable upgrade path. One Dart codebase, one set of widgets, one place to look when something breaks.</p>
<h2>2. How custom is the interface?</h2>
<p>Flutter draws every pixel itself, so heavily branded interfaces, custom charts and animation-rich onboarding look identical on a budget Android phone and the latest iPhone. That consistency matters in India, where a large share of your users will be on entry-level Android devices with small screens.</p>
<p>React Native renders the platform's own components. That is an advantage when the app should feel exactly like iOS on iOS and like Android on Android, for example in banking and government apps where users expect familiar date pickers, switches and accessibility behaviour without any extra work.</p>
<h2>3. Which native features does it lean on?</h2>
<ul>
<li><strong>Bluetooth, NFC and background location:</strong> both work, but check that a maintained plugin exists for the exact device or protocol before you commit. An abandoned plugin is the most common cause of an unplanned native rewrite.</li>
<li><strong>Payments and UPI intents:</strong> both handle Razorpay, PhonePe and Paytm flows well through their official SDKs.</li>
<li><strong>Offline data:</strong> we use Drift or Isar with Flutter and SQLite-based stores with React Native; both handle tens of thousands of records comfortably on a mid-range phone.</li>
<li><strong>Over-the-air updates:</strong> React Native with Expo can ship JavaScript fixes without a store review. Flutter has no equally mature first-party option, which matters if you release hotfixes often.</li>
</ul>
<h2>What it costs</h2>
<p>For a typical business app with 20 to 30 screens, our build estimates come out within ten percent of each other. The larger cost difference comes from design decisions: a fully custom interface takes longer in React Native, while deep reuse of existing web code takes longer in Flutter, because there is nothing to reuse.</p>
<h3>A quick decision table</h3>
<ol>
<li>Strong React web team that will own the app: <strong>React Native</strong>.</li>
<li>Brand-heavy interface, no in-house mobile team: <strong>Flutter</strong>.</li>
<li>Must feel exactly like the platform, frequent hotfixes: <strong>React Native with Expo</strong>.</li>
<li>Camera pipelines, AR, watch or car integrations: <strong>fully native Swift and Kotlin</strong>.</li>
</ol>
<blockquote>Pick the framework your future maintainers can read. Everything else is a rounding error over a five-year life.</blockquote>
<h2>What we ask before we recommend</h2>
<p>We ask to see your current web stack, the three most important user journeys, the oldest phone your customers realistically use, and who will be on call when something breaks at 11 pm on a festival weekend. The answers usually make the choice for us.</p>
<p>If you would like us to look at your requirements, our <a href="/services/mobile-app">mobile app team</a> runs a free one-hour assessment, and you can <a href="/contact">book it here</a>. Examples of both approaches are in our <a href="/portfolio/mobile">mobile portfolio</a>.</p>
`,
};
