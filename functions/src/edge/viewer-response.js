// CloudFront Function (runtime cloudfront-js-2.0) on the viewer responses of the web app's static
// files. A function cannot set the status of a request it rewrites, so the export's 404 page is
// stored with the object metadata `status: 404` (S3 sends it as `x-amz-meta-status`), and this
// function turns that into the response's status. CloudFront runs it on cached responses too,
// and never on an origin error (400 and above). The local server runs this same code.
// Plain ES5-style JavaScript: no modules, no imports.
var STATUS_HEADER = "x-amz-meta-status";

function handler(event) {
  var response = event.response;
  var status = response.headers[STATUS_HEADER];
  if (status && status.value === "404") {
    response.statusCode = 404;
    response.statusDescription = "Not Found";
  }
  delete response.headers[STATUS_HEADER];
  return response;
}
