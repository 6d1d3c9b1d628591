/*
 * Gateway Playground embeds: sizes every playground iframe on this page to its content.
 *
 *   <iframe src="https://your.host/playground/#/embed/<data>" title="…" style="width: 100%; border: 0"></iframe>
 *   <script src="https://your.host/playground/embed.js" async></script>
 *
 * An embed posts {type: "gateway-playground:embed-height", height} to its parent whenever its
 * content changes height; this script sets that height on the iframe it came from (matched by
 * window and origin, so other frames' messages change nothing). Include it once per page.
 */
(function () {
  if (window.gatewayPlaygroundEmbeds) return;
  window.gatewayPlaygroundEmbeds = true;

  function frameOf(source, origin) {
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === source && new URL(frames[i].src, location.href).origin === origin) return frames[i];
    }
    return null;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'gateway-playground:embed-height' || typeof data.height !== 'number') return;
    var frame = frameOf(event.source, event.origin);
    if (frame && data.height > 0) frame.style.height = Math.ceil(data.height) + 'px';
  });

  // Embeds that reported before this script loaded are asked again.
  function measureAll() {
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow) frames[i].contentWindow.postMessage({ type: 'gateway-playground:embed-measure' }, '*');
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', measureAll);
  else measureAll();
})();
