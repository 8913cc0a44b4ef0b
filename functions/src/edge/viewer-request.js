// CloudFront Function (runtime cloudfront-js-2.0) on the viewer requests of the web app's static
// files. The static export writes one HTML file per page (`/sign-in` -> `sign-in.html`) and a
// single shell for every game (`/games/_.html`), so a `/games/<id>` link from an email opens the
// game. The local server (functions/src/local/edge.ts) evaluates this same file, so `npm start`
// routes exactly as the deployed site does. Plain ES5-style JavaScript: no modules, no imports.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === "/") uri = uri.slice(0, -1);
  if (uri === "" || uri === "/") {
    request.uri = "/index.html";
    return request;
  }
  // Every game id shares the one game-page shell (`/games/_`), for the HTML and for the
  // router's data files under it (`/games/<id>.txt`, `/games/<id>/__next.*.txt`).
  var game = /^\/games\/([^/.]+)(\.html|\.txt|\/.*)?$/.exec(uri);
  if (game && game[1] !== "new" && game[1] !== "_") uri = "/games/_" + (game[2] || "");
  // A page without an extension is its exported `.html` file; anything else is a file as is.
  var last = uri.slice(uri.lastIndexOf("/") + 1);
  request.uri = last.indexOf(".") === -1 ? uri + ".html" : uri;
  return request;
}
