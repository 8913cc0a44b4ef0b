// CloudFront Function (runtime cloudfront-js-2.0) on the viewer requests of the web app's static
// files. The static export writes one HTML file per page (`/sign-in` -> `sign-in.html`) and a
// single shell for every game (`/games/_.html`), so a `/games/<id>` link from an email opens the
// game. A path the export has no file for gets the export's 404 page (`/404.html`, which the
// viewer-response function answers with status 404), so no distribution-wide error rule is
// needed and the API's own 403s and 404s reach the browser as they are.
// FILES is the export's file list outside the hashed bundles, written in when the stack is built
// (functions/src/edge/functions.ts). The local server (functions/src/local/edge.ts) evaluates
// this same code, with the same list, so `npm start` routes exactly as the deployed site does.
// Plain ES5-style JavaScript: no modules, no imports.
var FILES = {};
var BUNDLES = "/_next/static/";

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === "/") uri = uri.slice(0, -1);
  if (uri === "" || uri === "/") uri = "/index.html";
  // Every game id shares the one game-page shell (`/games/_`), for the HTML and for the
  // router's data files under it (`/games/<id>.txt`, `/games/<id>/__next.*.txt`).
  var game = /^\/games\/([^/.]+)(\.html|\.txt|\/.*)?$/.exec(uri);
  if (game && game[1] !== "new" && game[1] !== "_") uri = "/games/_" + (game[2] || "");
  // A page without an extension is its exported `.html` file; anything else is a file as is.
  var last = uri.slice(uri.lastIndexOf("/") + 1);
  if (last.indexOf(".") === -1) uri = uri + ".html";
  // Hashed bundles are too many to list and never renamed: the bucket answers for them. The
  // list holds decoded names; the bucket decodes the path itself, so it is passed on as it came.
  var name = uri;
  try {
    name = decodeURIComponent(uri);
  } catch (e) {
    name = "";
  }
  if (uri.indexOf(BUNDLES) !== 0 && FILES[name] !== 1) uri = "/404.html";
  request.uri = uri;
  return request;
}
