/*
 * Gateway Playground embeds: sizes every playground iframe on this page to its content.
 *
 *   <iframe src="https://your.host/playground/#/embed/<data>" title="…" style="width: 100%; border: 0"
 *           sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"></iframe>
 *   <script src="https://your.host/playground/embed.js" async></script>
 *
 * An embed posts {type: "gateway-playground:embed-height", height} to its parent from its first
 * answer on, whenever its content changes height, on screen or not; this script sets that height
 * on the iframe it came from (matched by window and origin, so other frames' messages change
 * nothing), borders and padding added where the page sizes boxes by their border. Once the frame
 * is as tall as asked it tells the embed so ("embed-sized"), and the embed drops its own
 * scrollbar, which could only ever narrow its content. Include it once per page.
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

  /** The frame's borders and padding, which its CSS height includes under `box-sizing: border-box`. */
  function edgesOf(frame) {
    var style = getComputedStyle(frame);
    return ['borderTopWidth', 'borderBottomWidth', 'paddingTop', 'paddingBottom'].reduce(function (sum, side) {
      return sum + (parseFloat(style[side]) || 0);
    }, 0);
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'gateway-playground:embed-height' || typeof data.height !== 'number' || !(data.height > 0)) return;
    var frame = frameOf(event.source, event.origin);
    if (!frame) return;
    var height = Math.ceil(data.height);
    var edges = edgesOf(frame);
    var borderBox = getComputedStyle(frame).boxSizing === 'border-box';
    frame.style.height = (borderBox ? height + edges : height) + 'px';
    // A max-height or a fixed height in the page's CSS may win: then the embed keeps its scrollbar.
    var inner = frame.getBoundingClientRect().height - edges;
    if (inner >= height - 0.5) event.source.postMessage({ type: 'gateway-playground:embed-sized', height: height }, event.origin);
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
