#!/usr/bin/python3
"""Looks at a built coursec site in headless Chromium through WebDriver, as a
reader would, and prints what it found as one JSON object (BrowserTests.swift
reads it; the Swift tests say what each fact must be).

usage: browser-checks.py BASE_URL SCENARIO_JSON
       browser-checks.py --serve BASE_URL SCENARIO_JSON

BASE_URL is where the site is served (search needs HTTP). SCENARIO_JSON names
the pages and words to try:
  {"lesson": "course/tr/lesson.html", "section": "çıktı", "searchPage": "course/tr/other.html",
   "switchTo": "ja", "switchedLesson": "course/ja/lesson.html", "switchedSection": "出力",
   "query": "koordinatör", "variants": ["コーディネーター", "コーディネータ"],
   "variantPage": "course/ja/lesson.html", "pages": ["index.html", ...]}

With --serve, BASE_URL is `coursec serve`, and the page is watched while its lesson
file is saved three times (the checks write the file themselves, so each save's time
is the browser's own):
  {"page": "c/tr/a.html", "otherPage": "c/tr/index.html", "file": "/tmp/.../01-a.md",
   "text": "Birinci metin.", "edited": [LESSON, "İkinci metin."], "broken": LESSON,
   "fixed": LESSON}

Every report has "console": what Chromium logged on every page opened (its browser
log, read through WebDriver after each page), as "page: LEVEL message"; empty when
the pages logged nothing.
"""
import json
import sys
import time
import urllib.parse

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

serving = sys.argv[1] == '--serve'
arguments = sys.argv[2:] if serving else sys.argv[1:]
base, scenario = arguments[0].rstrip('/') + '/', json.loads(arguments[1])
logged = []


def browser(width, height):
    options = Options()
    options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
    for argument in ('--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars',
                     '--disable-dev-shm-usage', '--window-size=%d,%d' % (width, height)):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service('/usr/bin/chromedriver'), options=options)
    # --window-size sets the window; the page's viewport is what counts.
    driver.execute_cdp_cmd('Emulation.setDeviceMetricsOverride',
                           {'width': width, 'height': height, 'deviceScaleFactor': 1, 'mobile': width < 500})
    return driver


def url(page, fragment=None):
    quoted = urllib.parse.quote(page)
    return base + quoted + ('#' + urllib.parse.quote(fragment) if fragment else '')


def site_path(address):
    """The page and fragment of an address of the site, decoded."""
    parts = urllib.parse.urlsplit(address)
    path = urllib.parse.unquote(parts.path)[len(urllib.parse.urlsplit(base).path):]
    return path, urllib.parse.unquote(parts.fragment)


def read_console(driver):
    """What the browser logged since the last read, by the page open now."""
    page = site_path(driver.current_url)[0]
    for entry in driver.get_log('browser'):
        logged.append('%s: %s %s' % (page, entry['level'], entry['message']))


def settle(driver):
    WebDriverWait(driver, 10).until(lambda d: d.execute_script('return document.readyState') == 'complete')
    time.sleep(0.3)
    read_console(driver)


def jump(driver, width):
    """Where a section's heading lands after a jump, against the header's bottom."""
    driver.get(url(scenario['lesson'], scenario['section']))
    settle(driver)
    return driver.execute_script('''
        var heading = document.getElementById(arguments[0]);
        var header = document.getElementById('site_top');
        var box = header.getBoundingClientRect();
        var sticky = getComputedStyle(header).position === 'sticky' || getComputedStyle(header).position === 'fixed';
        return {width: arguments[1], headingTop: Math.round(heading.getBoundingClientRect().top),
                headerBottom: sticky ? Math.round(box.bottom) : 0,
                stickyHeaderHeight: sticky ? Math.round(box.height) : 0};
    ''', scenario['section'], width)


def results(driver):
    return driver.execute_script('''
        var links = document.querySelectorAll('#search_list a');
        return Array.prototype.map.call(links, function (a) { return a.getAttribute('href'); });
    ''')


def wait_for_results(driver):
    try:
        WebDriverWait(driver, 15).until(lambda d: len(results(d)) > 0 or
                                        d.execute_script("return getComputedStyle(document.getElementById('search_status')).display") == 'block')
    except TimeoutException:
        pass
    time.sleep(0.3)
    return results(driver)


def keyboard(driver):
    """`/` focuses search; typing lists results; ArrowDown + Enter opens one; Escape closes."""
    facts = {}
    driver.get(url(scenario['searchPage']))
    settle(driver)
    driver.find_element(By.TAG_NAME, 'body').send_keys('/')
    facts['slashFocuses'] = driver.execute_script('return document.activeElement.id')
    box = driver.switch_to.active_element
    box.send_keys(scenario['query'])
    listed = wait_for_results(driver)
    facts['resultCount'] = len(listed)
    box.send_keys(Keys.ARROW_DOWN)
    facts['selectedRows'] = driver.execute_script(
        "return document.querySelectorAll('#search_list a.active').length")
    # The pointer resting on another row: still one row looks selected.
    rows = driver.find_elements(By.CSS_SELECTOR, '#search_list a')
    if len(rows) > 1:
        webdriver.ActionChains(driver).move_to_element(rows[1]).perform()
        time.sleep(0.2)
    facts['rowsLookingSelected'] = driver.execute_script('''
        var rows = document.querySelectorAll('#search_list a'), seen = 0;
        for (var i = 0; i < rows.length; i++) {
          var colour = getComputedStyle(rows[i]).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') { seen++; }
        }
        return seen;
    ''')
    box.send_keys(Keys.ESCAPE)
    time.sleep(0.2)
    facts['escapeCloses'] = driver.execute_script(
        "return getComputedStyle(document.getElementById('search_results')).display") == 'none'
    box = driver.find_element(By.ID, 'search_query')
    box.click()
    box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ENTER)
    time.sleep(1)
    facts['enterOpens'] = site_path(driver.current_url)[0] if listed else None
    facts['firstResult'] = site_path(urllib.parse.urljoin(driver.current_url, listed[0]))[0] if listed else None
    # Enter right after typing, before any result is listed.
    driver.get(url(scenario['searchPage']))
    settle(driver)
    box = driver.find_element(By.ID, 'search_query')
    box.send_keys(scenario['query'] + Keys.ENTER)
    try:
        WebDriverWait(driver, 10).until(lambda d: site_path(d.current_url)[0] != scenario['searchPage'])
    except TimeoutException:
        pass
    facts['enterRightAfterTyping'] = site_path(driver.current_url)[0]
    return facts


def variants(driver):
    """The lessons each spelling of a word finds."""
    found = {}
    for word in scenario['variants']:
        driver.get(url(scenario['variantPage']))
        settle(driver)
        box = driver.find_element(By.ID, 'search_query')
        box.send_keys(word)
        found[word] = sorted({site_path(urllib.parse.urljoin(driver.current_url, href))[0]
                              for href in wait_for_results(driver)})
    return found


def switcher(driver):
    """Where the language switcher leads from a section of a lesson."""
    driver.get(url(scenario['lesson'], scenario['section']))
    settle(driver)
    names = driver.execute_script('''
        return Array.prototype.map.call(document.querySelectorAll('.languages li'), function (li) {
          var named = li.querySelector('[lang]');
          return li.textContent.trim() + '|' + (named ? named.getAttribute('lang') : '');
        });
    ''')
    link = driver.find_element(By.CSS_SELECTOR, '.languages a[hreflang="%s"]' % scenario['switchTo'])
    link.click()
    time.sleep(1)
    page, fragment = site_path(driver.current_url)
    return {'names': names, 'page': page, 'section': fragment}


def sideways(driver):
    """The pages wider than a 390 px phone screen."""
    wide = []
    for page in scenario['pages']:
        driver.get(url(page))
        settle(driver)
        if driver.execute_script('return document.documentElement.scrollWidth > document.documentElement.clientWidth'):
            wide.append(page)
    return wide


def contents_toggle(driver):
    """On a phone, "On this page" is folded and opens with a tap."""
    driver.get(url(scenario['lesson']))
    settle(driver)
    shown = "return getComputedStyle(document.querySelector('.toc ul')).display !== 'none'"
    before = driver.execute_script(shown)
    driver.find_element(By.CSS_SELECTOR, '.toc-title label').click()
    time.sleep(0.2)
    return {'openBefore': before, 'openAfterTap': driver.execute_script(shown)}


def landmarks(driver, pages):
    """Each page's landmarks, skip link and the first stops of the Tab key."""
    facts = {}
    for page in pages:
        driver.get(url(page))
        settle(driver)
        roles = driver.execute_script('''
            return Array.prototype.map.call(document.querySelectorAll('[role]'), function (e) {
              return e.getAttribute('role');
            }).filter(function (r) { return ['banner', 'navigation', 'main', 'search'].indexOf(r) !== -1; });
        ''')
        driver.find_element(By.TAG_NAME, 'body').send_keys(Keys.TAB)
        first = driver.execute_script('''
            var e = document.activeElement;
            return {href: e.getAttribute('href'), text: e.textContent.trim(),
                    visible: e.getBoundingClientRect().width > 1 && e.getBoundingClientRect().height > 1};
        ''')
        unnamed = driver.execute_script('''
            return Array.prototype.filter.call(document.querySelectorAll('a'), function (a) {
              return a.textContent.trim() === '#' && !a.getAttribute('title');
            }).length;
        ''')
        # Tab stops a reader cannot see (the contents' checkbox on a wide screen).
        invisible = driver.execute_script('''
            return Array.prototype.filter.call(document.querySelectorAll('input, a[href], button'), function (e) {
              if (e.tabIndex < 0 || e.disabled) { return false; }
              var style = getComputedStyle(e);
              if (style.display === 'none' || style.visibility === 'hidden') { return false; }
              var r = e.getBoundingClientRect();
              var parentHidden = e.offsetParent === null && style.position !== 'fixed';
              return !parentHidden && (r.right < 0 || r.bottom < 0 || r.width < 2 || r.height < 2);
            }).map(function (e) { return e.id || e.getAttribute('href') || e.tagName; });
        ''')
        facts[page] = {'roles': sorted(set(roles)), 'firstTab': first, 'unnamedLinks': unnamed,
                       'invisibleTabStops': invisible}
    return facts


def text_of(driver):
    return driver.execute_script('return document.body ? document.body.textContent : ""')


def error_shown(driver, element_id):
    return driver.execute_script(
        'var e = document.getElementById(arguments[0]); return e ? e.textContent : null', element_id)


def save(text):
    with open(scenario['file'], 'w', encoding='utf-8') as lesson:
        lesson.write(text)


def waited(driver, seconds, condition):
    """Seconds until `condition` held on the page as it stands (never reloaded by
    these checks: only the page's own script reloads it), None when it never did."""
    start = time.monotonic()
    try:
        WebDriverWait(driver, seconds, poll_frequency=0.05).until(condition)
    except TimeoutException:
        return None
    return round(time.monotonic() - start, 2)


def live_reload(driver):
    """A page under `coursec serve` while its lesson is edited, broken and fixed."""
    facts = {}
    driver.get(url(scenario['page']))
    settle(driver)
    facts['before'] = scenario['text'] in text_of(driver)
    lesson, edited_text = scenario['edited']
    save(lesson)
    facts['edited'] = waited(driver, 15, lambda d: edited_text in text_of(d))
    settle(driver)
    save(scenario['broken'])
    waited(driver, 60, lambda d: error_shown(d, 'coursec-error') is not None)
    settle(driver)
    facts['errorPage'] = error_shown(driver, 'coursec-error')
    # Every other page shows the errors in a box at its foot.
    first = driver.current_window_handle
    driver.switch_to.new_window('tab')
    driver.get(url(scenario['otherPage']))
    settle(driver)
    facts['overlay'] = error_shown(driver, 'coursec-errors')
    driver.close()
    driver.switch_to.window(first)
    save(scenario['fixed'])
    waited(driver, 60, lambda d: error_shown(d, 'coursec-error') is None and edited_text in text_of(d))
    settle(driver)
    facts['back'] = error_shown(driver, 'coursec-error') is None and edited_text in text_of(driver)
    return facts


def look(width, height, checks):
    """Runs each (name, check) in one browser of that size, reads what it logged last."""
    driver = browser(width, height)
    try:
        for name, check in checks:
            report[name] = check(driver)
        read_console(driver)
    finally:
        driver.quit()


report = {}
if serving:
    look(1280, 900, [('liveReload', live_reload)])
else:
    look(1280, 900, [('jumpDesktop', lambda d: jump(d, 1280)), ('keyboard', keyboard), ('variants', variants),
                     ('switcher', switcher), ('landmarksDesktop', lambda d: landmarks(d, scenario['pages']))])
    look(390, 844, [('jumpPhone', lambda d: jump(d, 390)), ('sideways', sideways), ('contents', contents_toggle)])
report['console'] = logged
print(json.dumps(report, ensure_ascii=False, sort_keys=True))
