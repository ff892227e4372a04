/** Shown instead of a blank screen when `.env` names a Firebase project but leaves required settings out. */
export function ConfigErrorPage({ missing }: { missing: string[] }) {
  return (
    <main className="card config-error" role="alert">
      <h1>This site is not configured completely</h1>
      <p>
        The Firebase settings in <code>.env</code> are only partly filled in, so the site cannot load its content.
        Add the missing settings (see <code>.env.example</code>) and rebuild, or remove all of them to run against
        the local emulators.
      </p>
      <p>Missing:</p>
      <ul>
        {missing.map((key) => (
          <li key={key}>
            <code>{key}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
