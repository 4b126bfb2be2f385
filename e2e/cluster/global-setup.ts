import { cluster, mailLog, rateLimit, smtpPort } from "./settings";
import { startSmtpCatcher } from "./smtp-catcher";

/**
 * Starts the SMTP catcher in the runner's process, then the whole cluster (one build, PostgreSQL,
 * Redis, three instances, nginx) with the test's WordPress, secret and SMTP peer passed through.
 * The returned teardown stops both, whatever the tests did.
 */
export default async function globalSetup() {
  const stopCatcher = await startSmtpCatcher(smtpPort, mailLog);
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  process.env.CONTACT_TO = "sales@nexaloom.test";
  process.env.FORM_RATE_LIMIT = String(rateLimit);
  try {
    process.stdout.write(cluster("start"));
  } catch (error) {
    await stopCatcher();
    throw error;
  }
  return async () => {
    cluster("stop");
    await stopCatcher();
  };
}
