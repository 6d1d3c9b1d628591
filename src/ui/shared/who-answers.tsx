/**
 * The console's first sentence: what answers its requests. In-page that is the gateway in this
 * page, through its service worker; served by `npm run serve -- --ui` it is the Node server at
 * its address, shared with everyone who uses it.
 */
import { answeringServer } from './sandbox-connection';

export function WhoAnswers() {
  const server = answeringServer();
  if (server) {
    return (
      <>
        Requests go out with this page's <code>fetch</code> to the Node gateway server at <code>{server}</code>, which answers them over
        HTTP as it answers any merchant back end; everyone using that server shares its data.
      </>
    );
  }
  return (
    <>
      Requests go out with this page's <code>fetch</code>; the gateway running inside the page answers them through its service worker, as a
      merchant back end would see it.
    </>
  );
}
