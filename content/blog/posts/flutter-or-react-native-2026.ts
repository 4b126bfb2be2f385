import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 110,
  slug: "flutter-or-react-native-2026",
  title: "Flutter or React Native in 2026: how we choose for each client",
  date: "2026-11-12T05:30:00Z",
  author: "Aarav Mehta",
  categories: ["engineering"],
  tags: ["flutter", "react native", "mobile"],
  image: { src: "/images/blog/flutter-or-react-native-2026.svg", width: 1200, height: 630, alt: "Two phone outlines side by side sharing one code block between them" },
  content: `
<p>Almost every mobile enquiry we receive asks the same question in its first call: should the app be built in Flutter or React Native? After shipping more than forty cross-platform apps from our Indore and Dewas teams, our honest answer is that both are mature, both reach native performance for the apps most businesses need, and the right choice depends on three things you already know about your company.</p>
<h2>1. Who will maintain the app after launch?</h2>
<p>If your in-house team writes React for the web, React Native lets them read, review and eventually own the mobile code. Shared knowledge is worth more than any benchmark. If there is no in-house team, or the app will be maintained by us under a support contract, Flutter's single rendering engine gives fewer platform surprises and a more predictable upgrade path.</p>
<h2>2. How custom is the interface?</h2>
<p>Flutter draws every pixel itself, so heavily branded interfaces, custom charts and animation-rich onboarding look identical on a budget Android phone and the latest iPhone. React Native uses the platform's own components, which is an advantage when the app should feel exactly like iOS on iOS and like Android on Android, for example in banking and government apps where users expect familiar controls.</p>
<h2>3. Which native features does it lean on?</h2>
<ul>
<li><strong>Bluetooth, NFC and background location</strong>: both work, but check that a maintained plugin exists for the exact device or protocol before you commit.</li>
<li><strong>Payments and UPI intents</strong>: both handle Razorpay, PhonePe and Paytm flows well through their official SDKs.</li>
<li><strong>Offline data</strong>: we use Drift or Isar with Flutter and WatermelonDB or SQLite with React Native; both handle tens of thousands of records comfortably.</li>
</ul>
<h2>What it costs</h2>
<p>For a typical business app with 20 to 30 screens, the build effort is within ten percent either way. The larger cost difference comes from design decisions: a fully custom interface takes longer in React Native, while deep integration with existing web code takes longer in Flutter.</p>
<blockquote>Pick the framework your future maintainers can read. Everything else is a rounding error over a five-year life.</blockquote>
<p>When neither fits, for example for a camera-heavy app or a smartwatch companion, we still recommend fully native Swift and Kotlin. If you would like us to look at your requirements, our <a href="/services/mobile-app">mobile app team</a> runs a free one-hour assessment, and you can <a href="/contact">book it here</a>.</p>
`,
};
