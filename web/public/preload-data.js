/* global localStorage, location, document */
// Starts the first API calls of the page while the app's JavaScript is still downloading (issue 13):
// a browser that was logged in asks for its session and, on the home page or the news list, for the
// page's data right away. The app's own requests for the same addresses then reuse these answers.
// Nothing is asked without the stored session hint (a logged-out visitor would only get 401s).
(function () {
  var hint = null;
  try {
    hint = localStorage.getItem('user');
  } catch {
    hint = null;
  }
  // The server already announced them when the page came from it with a session cookie.
  if (!hint || document.querySelector('link[rel="preload"][href="/api/session"]')) return;
  var path = location.pathname.toLowerCase();
  var urls = ['/api/session'];
  if (path === '/' || path === '/home') {
    urls.push('/api/intro-slides', '/api/noticias?ultimas=5', '/api/cumpleanos/mes');
  } else if (path === '/all-news' && !location.search) {
    urls.push('/api/noticias?page=1&limit=12');
  }
  for (var i = 0; i < urls.length; i++) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = urls[i];
    document.head.appendChild(link);
  }
})();
