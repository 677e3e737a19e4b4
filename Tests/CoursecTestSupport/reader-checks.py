#!/usr/bin/python3
"""What a reader meets beside search, in headless Chromium through WebDriver: the
colour scheme (the system's, the toggle, remembered across pages), the copy
button of a code block, the interface of a Chinese page and its fonts, and the
printed page. Serves SITE_DIR itself on a free loopback port and prints one JSON
object (ReaderFeatureBrowserTests.swift says what each fact must be).

usage: reader-checks.py SITE_DIR SCENARIO_JSON [SHOTS_DIR]

SCENARIO_JSON: {"lesson": "course/zh/a.html", "other": "course/zh/b.html",
                "japanese": "course/ja/a.html", "print": "course/zh/print.html",
                "printLink": "CSS selector of a link on it", "pages": ["index.html", ...]}
With COURSEC_AXE naming an axe-core script (axe.min.js, 4.x), axe runs on every page
at both widths in both schemes and its serious and critical violations are reported.
With SHOTS_DIR, screenshots of the Chinese and Japanese lesson and the Chinese
print page, light and dark, at 1280 and 390 px, are saved there.
"""
import functools
import http.server
import json
import os
import sys
import threading
import time
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

site, scenario = sys.argv[1], json.loads(sys.argv[2])
shots = sys.argv[3] if len(sys.argv) > 3 else None

class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


handler = functools.partial(Quiet, directory=site)
server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
base = 'http://127.0.0.1:%d/' % server.server_address[1]


def browser(width, height, scheme):
    options = Options()
    for argument in ('--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars',
                     '--disable-dev-shm-usage', '--window-size=%d,%d' % (width, height)):
        options.add_argument(argument)
    options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
    driver = webdriver.Chrome(service=Service('/usr/bin/chromedriver'), options=options)
    driver.execute_cdp_cmd('Emulation.setDeviceMetricsOverride',
                           {'width': width, 'height': height, 'deviceScaleFactor': 1, 'mobile': width < 500})
    system(driver, scheme)
    return driver


def system(driver, scheme, media=''):
    driver.execute_cdp_cmd('Emulation.setEmulatedMedia',
                           {'media': media, 'features': [{'name': 'prefers-color-scheme', 'value': scheme}]})


def url(page):
    return base + urllib.parse.quote(page)


def settle(driver):
    WebDriverWait(driver, 10).until(lambda d: d.execute_script('return document.readyState') == 'complete')
    time.sleep(0.2)


def open_page(driver, page):
    driver.get(url(page))
    settle(driver)


def scheme_shown(driver):
    return driver.execute_script('''
        var root = document.documentElement;
        return {mode: root.getAttribute('data-mode'), theme: root.getAttribute('data-theme'),
                background: getComputedStyle(document.documentElement).backgroundColor,
                ink: getComputedStyle(document.body).color,
                buttonName: document.getElementById('theme_switch').textContent.trim()};
    ''')


def theme(pages):
    """The scheme under a dark and a light system, then the toggle's cycle, each
    step read again on another page."""
    found = {}
    for scheme in ('dark', 'light'):
        driver = browser(1280, 900, scheme)
        open_page(driver, pages[0])
        found['system-' + scheme] = scheme_shown(driver)
        driver.quit()
    driver = browser(1280, 900, 'light')
    steps = []
    for step in range(3):
        open_page(driver, pages[0])
        driver.find_element(By.ID, 'theme_switch').click()
        clicked = scheme_shown(driver)
        open_page(driver, pages[1])
        steps.append({'clicked': clicked, 'nextPage': scheme_shown(driver)})
    found['toggle'] = steps
    # Chosen dark, the page is dark before reader.js runs: the script in <head> applies it.
    driver.find_element(By.ID, 'theme_switch').click()
    driver.find_element(By.ID, 'theme_switch').click()
    driver.execute_cdp_cmd('Network.enable', {})
    driver.execute_cdp_cmd('Network.setBlockedURLs', {'urls': ['*reader.js']})
    open_page(driver, pages[0])
    found['withoutReaderScript'] = driver.execute_script('''
        return {theme: document.documentElement.getAttribute('data-theme'),
                background: getComputedStyle(document.documentElement).backgroundColor,
                copyButtons: document.querySelectorAll('.copy-code').length};
    ''')
    driver.quit()
    return found


def copying(page):
    """The first snippet's copy button, pressed with the keyboard, with a stand-in
    for navigator.clipboard; then without a Clipboard API at all."""
    driver = browser(1280, 900, 'light')
    open_page(driver, page)
    driver.execute_script('''
        window.copiedText = null;
        Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {
            writeText: function (text) { window.copiedText = text; return Promise.resolve(); }}});
    ''')
    buttons = driver.find_elements(By.CSS_SELECTOR, '.copy-code')
    blocks = driver.execute_script("return document.querySelectorAll('.snippet, .code-block').length")
    first = buttons[0]
    driver.execute_script('arguments[0].focus()', first)
    focused = driver.execute_script('return document.activeElement === arguments[0]', first)
    label = first.text
    first.send_keys(Keys.ENTER)
    time.sleep(0.3)
    result = {'blocks': blocks, 'buttons': len(buttons), 'tag': first.tag_name, 'label': label, 'focusable': focused,
              'copied': driver.execute_script('return window.copiedText'),
              'status': driver.execute_script(
                  "var s = document.getElementById('copy_status'); return [s.getAttribute('role'), s.getAttribute('aria-live'), s.textContent]"),
              'buttonAfter': first.text}
    open_page(driver, page)
    driver.execute_script('''
        window.copiedText = null;
        Object.defineProperty(navigator, 'clipboard', {configurable: true, value: undefined});
        document.execCommand = function (command) {
            window.copiedText = command + ':' + document.activeElement.value;
            return true;
        };
    ''')
    code_block = driver.find_elements(By.CSS_SELECTOR, '.code-block .copy-code')[0]
    code_block.click()
    time.sleep(0.3)
    result['fallback'] = driver.execute_script('return window.copiedText')
    result['fallbackStatus'] = driver.execute_script("return document.getElementById('copy_status').textContent")
    driver.quit()
    return result


def platform_fonts(driver, selector):
    """The font faces Chromium drew the element's text with."""
    document = driver.execute_cdp_cmd('DOM.getDocument', {'depth': 0})
    node = driver.execute_cdp_cmd('DOM.querySelector', {'nodeId': document['root']['nodeId'], 'selector': selector})
    driver.execute_cdp_cmd('CSS.enable', {})
    fonts = driver.execute_cdp_cmd('CSS.getPlatformFontsForNode', {'nodeId': node['nodeId']})['fonts']
    return sorted(f['familyName'] for f in fonts)


def interface(page, japanese):
    driver = browser(1280, 900, 'light')
    found = {}
    driver.execute_cdp_cmd('DOM.enable', {})
    for name, address in (('chinese', page), ('japanese', japanese)):
        open_page(driver, address)
        found[name] = driver.execute_script('''
            function text(selector) { var n = document.querySelector(selector); return n ? n.textContent.trim() : null; }
            return {lang: document.documentElement.lang, contents: text('.toc-title'), kicker: text('.kicker'),
                    search: text('.search-label'), next: text('.pager-label'), copy: text('.copy-code'),
                    output: text('.output-label')};
        ''')
        found[name]['titleFonts'] = platform_fonts(driver, 'h1')
    driver.quit()
    return found


def sidebar(page):
    """The course's lessons beside a lesson: each entry and its aria-current, shown
    on a wide screen; folded on a phone until its title is tapped."""
    found = {}
    for width in (1280, 390):
        driver = browser(width, 900, 'light')
        open_page(driver, page)
        shown = "return getComputedStyle(document.querySelector('.course-lessons ul')).display !== 'none'"
        found[str(width)] = {
            'entries': driver.execute_script('''
                return Array.prototype.map.call(document.querySelectorAll('.course-lessons li a'), function (a) {
                    return a.textContent + '|' + (a.getAttribute('aria-current') || '');
                });
            '''),
            'name': driver.execute_script("return document.querySelector('.course-lessons').getAttribute('aria-label')"),
            'shown': driver.execute_script(shown)}
        if width < 500:
            driver.find_element(By.CSS_SELECTOR, '.course-lessons .toc-title label').click()
            time.sleep(0.2)
            found[str(width)]['shownAfterTap'] = driver.execute_script(shown)
        driver.quit()
    return found


def printed(page):
    """The lesson as printed: what is not shown, and whether any code is cut."""
    driver = browser(800, 1000, 'light')
    open_page(driver, page)
    system(driver, 'light', 'print')
    found = driver.execute_script('''
        function shown(selector) {
            return Array.prototype.some.call(document.querySelectorAll(selector), function (n) { return n.getClientRects().length > 0; });
        }
        var cut = Array.prototype.filter.call(document.querySelectorAll('pre.code'), function (pre) {
            return pre.scrollWidth > pre.clientWidth + 1;
        }).length;
        var code = document.querySelector('.snippet pre.code');
        return {masthead: shown('#site_top'), search: shown('#search_query'), switcher: shown('.languages'),
                toggle: shown('#theme_switch'), copy: shown('.copy-code'), contents: shown('.toc'), lesson: shown('.lesson h1'),
                codeCut: cut, codeBackground: getComputedStyle(code).backgroundColor, codeInk: getComputedStyle(code).color};
    ''')
    driver.quit()
    return found


def print_page(page, link):
    """The course on one page: its lessons' titles in order, any id given twice, where
    the link `link` (a CSS selector) leads within the page; printed, whether the
    masthead shows and how each lesson after the first starts."""
    driver = browser(1280, 900, 'light')
    open_page(driver, page)
    found = driver.execute_script('''
        var ids = Array.prototype.map.call(document.querySelectorAll('[id]'), function (n) { return n.id; });
        return {titles: Array.prototype.map.call(document.querySelectorAll('.print-lesson-title'), function (h) { return h.textContent; }),
                repeatedIds: ids.filter(function (id, i) { return ids.indexOf(id) !== i; })};
    ''')
    driver.find_element(By.CSS_SELECTOR, link).click()
    time.sleep(0.3)
    found['followed'] = driver.execute_script('''
        var id = decodeURIComponent(location.hash.slice(1));
        var target = document.getElementById(id);
        var top = target ? target.getBoundingClientRect().top : null;
        return {path: location.pathname, hash: id, target: target ? target.textContent.trim() : null,
                inView: top !== null && top >= 0 && top < innerHeight / 2};
    ''')
    system(driver, 'light', 'print')
    found['printed'] = driver.execute_script('''
        return {masthead: document.getElementById('site_top').getClientRects().length > 0,
                breaks: Array.prototype.map.call(document.querySelectorAll('.print-lesson'), function (n) { return getComputedStyle(n).breakBefore; })};
    ''')
    driver.quit()
    return found


def standalone(page):
    """A stand-alone page reached from the footer of `page`: where it is, what it shows,
    and the same page in the other language its switcher offers."""
    driver = browser(1280, 900, 'light')
    open_page(driver, page)
    link = driver.find_element(By.CSS_SELECTOR, '.site-footer a')
    found = {'footer': link.text}
    link.click()
    settle(driver)
    read = '''
        return {path: location.pathname, lang: document.documentElement.lang, title: document.querySelector('h1').textContent,
                search: document.getElementById('search_query') !== null,
                languages: Array.prototype.map.call(document.querySelectorAll('.languages li'), function (li) { return li.textContent.trim(); })};
    '''
    found['page'] = driver.execute_script(read)
    driver.find_element(By.CSS_SELECTOR, '.languages a').click()
    settle(driver)
    found['other'] = driver.execute_script(read)
    driver.quit()
    return found


def console_quiet(pages):
    """Every page's console messages, light and dark, at both widths (none expected)."""
    messages = {}
    for width, scheme in ((1280, 'light'), (390, 'dark')):
        driver = browser(width, 900, scheme)
        for page in pages:
            open_page(driver, page)
            said = [entry['message'] for entry in driver.get_log('browser')]
            if said:
                messages['%s@%d' % (page, width)] = said
        driver.quit()
    return messages


def axe(pages, script):
    """axe-core's serious and critical violations, by page, width and scheme."""
    found = []
    source = open(script, encoding='utf-8').read()
    for width in (1280, 390):
        for scheme in ('light', 'dark'):
            driver = browser(width, 900, scheme)
            for page in pages:
                open_page(driver, page)
                driver.execute_script(source)
                violations = driver.execute_async_script('''
                    var done = arguments[arguments.length - 1];
                    axe.run().then(function (result) {
                        done(result.violations.filter(function (v) { return v.impact === 'serious' || v.impact === 'critical'; })
                            .map(function (v) { return v.id + ' (' + v.impact + ', ' + v.nodes.length + ')'; }));
                    });
                ''')
                found += ['%s@%d/%s: %s' % (page, width, scheme, violation) for violation in violations]
            driver.quit()
    return found


def screenshots(folder, pages):
    os.makedirs(folder, exist_ok=True)
    for width, height in ((1280, 1100), (390, 1400)):
        for scheme in ('light', 'dark'):
            driver = browser(width, height, scheme)
            for name, page in pages.items():
                open_page(driver, page)
                driver.save_screenshot(os.path.join(folder, '%s-%s-%d.png' % (name, scheme, width)))
            driver.quit()


if shots:
    screenshots(shots, {'zh': scenario['lesson'], 'ja': scenario['japanese'], 'zh-print': scenario['print']})
report = {
    'theme': theme([scenario['lesson'], scenario['other']]),
    'copy': copying(scenario['lesson']),
    'interface': interface(scenario['lesson'], scenario['japanese']),
    'print': printed(scenario['lesson']),
    'sidebar': sidebar(scenario['lesson']),
    'printPage': print_page(scenario['print'], scenario['printLink']),
    'standalone': standalone(scenario['lesson']),
    'console': console_quiet(scenario['pages']),
    'axe': axe(scenario['pages'], os.environ['COURSEC_AXE']) if os.environ.get('COURSEC_AXE') else None,
}
print(json.dumps(report, ensure_ascii=False))
server.shutdown()
