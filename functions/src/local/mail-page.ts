/**
 * The caught-mail page at /dev/mail, served by the local server only (never part of the web
 * app's build, so it cannot ship). It reads /_local/mail: the messages, newest first, and the
 * records the notifier set aside after failing (`deadLetters`, when the runner reports them).
 * DOM built with textContent only: mail text is shown, never interpreted. A mail with a
 * Reply-To has a Reply form: the text goes through the local inbound SMTP server (POST
 * /_local/reply) with the verdicts chosen beside it, as SES would report them, and the page shows
 * what the inbound function made of it; a whole game can be played from here.
 */
export const MAIL_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caught mail · Backroom (local)</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>
  body { font: 16px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1d1d1f; }
  .toolbar { display: flex; gap: .5rem; margin: .5rem 0 1rem; }
  .toolbar input { flex: 1; font: inherit; padding: .4rem; }
  button { font: inherit; padding: .4rem .8rem; }
  ul { padding: 0; list-style: none; }
  .mail, .dead-letter { border: 1px solid #ccc; border-radius: 6px; padding: .6rem .8rem; margin-bottom: .6rem; }
  .dead-letter { border-color: #b3261e; }
  .muted { color: #666; font-size: .9em; }
  .mail-subject { font-weight: 600; }
  .mail-links li { overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; }
  .error { color: #b3261e; }
  .reply textarea { width: 100%; font: inherit; min-height: 3rem; box-sizing: border-box; }
  .reply .verdicts { display: flex; flex-wrap: wrap; gap: .6rem; margin: .3rem 0; font-size: .9em; }
  .reply-outcome { font-size: .9em; }
</style>
</head>
<body>
<div class="dev-mail">
  <p><a href="/">← Backroom</a></p>
  <h1>Caught mail</h1>
  <p class="muted">Local only: every email the local stack sent. Open each player's link to play their seat.</p>
  <div class="toolbar">
    <button type="button" id="refresh">Refresh</button>
    <input type="search" id="filter" placeholder="Filter by recipient" aria-label="Filter by recipient">
  </div>
  <p class="error" role="alert" id="error"></p>
  <p class="loading" id="loading">Loading…</p>
  <section id="stream-notices" hidden>
    <h2>What the stream poller did on its own</h2>
    <ul id="stream-notice-list"></ul>
  </section>
  <section id="dead-letters" hidden>
    <h2>Set aside after failing</h2>
    <ul id="dead-letter-list"></ul>
  </section>
  <p id="empty" hidden>No mail yet.</p>
  <ul class="mail-list" id="mail-list"></ul>
</div>
<script>
(function () {
  var data = null;
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  var outcomes = {};
  var VERDICTS = { spf: ["pass", "fail", "none"], dkim: ["none", "pass", "fail"], spam: ["pass", "fail"], virus: ["pass", "fail"] };
  function replyForm(m) {
    var form = el("form", "reply");
    var label = el("label", "", "Reply as " + m.to);
    var text = el("textarea");
    text.name = "text";
    text.placeholder = "A number to choose, “pass”, or words for the table";
    label.append(el("br"), text);
    var verdicts = el("div", "verdicts");
    verdicts.append(el("span", "muted", "Simulated verdicts:"));
    Object.keys(VERDICTS).forEach(function (k) {
      var select = el("select");
      select.name = k;
      select.setAttribute("aria-label", k.toUpperCase() + " verdict");
      VERDICTS[k].forEach(function (v) { var o = el("option", "", v); o.value = v; select.append(o); });
      var l = el("label", "", k.toUpperCase() + " ");
      l.append(select);
      verdicts.append(l);
    });
    var send = el("button", "", "Send reply");
    send.type = "submit";
    var outcome = el("p", "reply-outcome", outcomes[m.id] || "");
    outcome.setAttribute("role", "status");
    form.append(label, verdicts, send, outcome);
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      var chosen = {};
      Object.keys(VERDICTS).forEach(function (k) { chosen[k] = form.elements[k].value; });
      outcome.textContent = "Sending…";
      fetch("/_local/reply", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ id: m.id, text: text.value, verdicts: chosen }) })
        .then(function (res) { return res.json(); })
        .then(function (body) {
          if (body.error) { outcome.textContent = "Not sent: " + body.error.message; return; }
          var v = body.verdicts;
          // Kept by mail id: the list is drawn again with the answer mail in it.
          outcomes[m.id] = "Reply " + body.outcome.outcome + (body.outcome.why ? " (" + body.outcome.why + ")" : "") + " · verdicts: SPF " + v.spf + ", DKIM " + v.dkim + ", spam " + v.spam + ", virus " + v.virus;
          load();
        })
        .catch(function (err) { outcome.textContent = "Not sent: " + err.message; });
    });
    return form;
  }
  function render() {
    var filter = document.getElementById("filter").value.toLowerCase();
    var list = document.getElementById("mail-list");
    list.replaceChildren();
    var messages = (data && data.messages) || [];
    document.getElementById("empty").hidden = messages.length !== 0;
    messages.filter(function (m) { return !filter || m.to.toLowerCase().indexOf(filter) !== -1; }).forEach(function (m) {
      var li = el("li", "mail");
      var head = el("div", "mail-head");
      head.append(el("b", "", m.to), " ", el("span", "muted", new Date(m.receivedAt).toLocaleString()));
      li.append(head, el("div", "mail-subject", m.subject));
      var details = el("details");
      details.append(el("summary", "", "Text"), el("pre", "mail-text", m.text));
      li.append(details);
      var links = el("ul", "mail-links");
      (m.links || []).forEach(function (href) {
        var a = el("a", "", href.replace(/token=[^&]+/, "token=…"));
        a.href = href;
        var item = el("li");
        item.append(a);
        links.append(item);
      });
      li.append(links);
      if (data.replies && m.headers && m.headers["reply-to"]) li.append(replyForm(m));
      list.append(li);
    });
    var notices = (data && data.notices) || [];
    document.getElementById("stream-notices").hidden = notices.length === 0;
    var noticeList = document.getElementById("stream-notice-list");
    noticeList.replaceChildren();
    notices.forEach(function (n) {
      noticeList.append(el("li", "stream-notice", new Date(n.at).toLocaleString() + " · " + n.message));
    });
    var dead = (data && data.deadLetters) || [];
    document.getElementById("dead-letters").hidden = dead.length === 0;
    var deadList = document.getElementById("dead-letter-list");
    deadList.replaceChildren();
    dead.forEach(function (d) {
      var li = el("li", "dead-letter");
      li.append(el("div", "mail-subject", d.summary), el("div", "muted", new Date(d.at).toLocaleString() + " · " + d.attempts + " attempts"), el("pre", "", d.error));
      deadList.append(li);
    });
  }
  function load() {
    fetch("/_local/mail").then(function (res) {
      if (!res.ok) throw new Error("the local server answered " + res.status);
      return res.json();
    }).then(function (body) {
      data = body;
      (data.messages || []).sort(function (a, b) { return b.receivedAt.localeCompare(a.receivedAt); });
      document.getElementById("error").textContent = "";
      render();
    }).catch(function (e) {
      document.getElementById("error").textContent = "Could not load mail (" + e.message + "). Is the local stack running?";
    }).finally(function () {
      var loading = document.getElementById("loading");
      if (loading) loading.remove();
    });
  }
  document.getElementById("refresh").addEventListener("click", load);
  document.getElementById("filter").addEventListener("input", render);
  load();
})();
</script>
</body>
</html>
`;
