<?xml version="1.0" encoding="UTF-8"?>
<!--
  The page frame: turns a page document written by coursec (<page kind="…">,
  see docs/site.md) into an XHTML 1.0 Strict page. The content of each kind
  of page is in its own stylesheet, included below; prose and code in
  markdown.xsl. Interface words come from i18n/<lang>.xml.
-->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:output method="xml" encoding="UTF-8" indent="no"
      doctype-public="-//W3C//DTD XHTML 1.0 Strict//EN"
      doctype-system="http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"/>

  <xsl:include href="words.xsl"/>
  <xsl:include href="markdown.xsl"/>
  <xsl:include href="home.xsl"/>
  <xsl:include href="lesson-index.xsl"/>
  <xsl:include href="lesson.xsl"/>
  <xsl:include href="notice.xsl"/>
  <xsl:include href="faq.xsl"/>
  <xsl:include href="glossary.xsl"/>
  <xsl:include href="not-found.xsl"/>
  <xsl:include href="standalone.xsl"/>
  <xsl:include href="print.xsl"/>
  <xsl:include href="status.xsl"/>

  <xsl:variable name="root" select="/page/@root"/>

  <xsl:template match="/page">
    <html lang="{@lang}" xml:lang="{@lang}">
      <head>
        <meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:call-template name="page-title"/></title>
        <!-- The one-page version repeats the lessons, which search engines find on their own pages. -->
        <xsl:if test="@kind = 'print'"><meta name="robots" content="noindex"/></xsl:if>
        <link rel="stylesheet" type="text/css" href="{$root}site.css"/>
        <link rel="icon" type="image/svg+xml" href="{$root}favicon.svg"/>
        <xsl:for-each select="alternate">
          <link rel="alternate" hreflang="{@hreflang}" href="{@href}"/>
        </xsl:for-each>
        <!-- The colour scheme is set before the body is drawn, so a dark page never
             flashes light: the reader's choice (reader.js keeps it in localStorage),
             else the system's. No < or &: the text stays the same in XML and HTML. -->
        <script type="text/javascript">try { var mode = localStorage.getItem('coursec-theme'); mode = mode == 'light' || mode == 'dark' ? mode : 'auto'; document.documentElement.setAttribute('data-mode', mode); document.documentElement.setAttribute('data-theme', mode == 'auto' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : mode); } catch (e) {}</script>
        <!-- deferred: the page renders first; the index is fetched only when a query is typed -->
        <script type="text/javascript" src="{$root}search.js" defer="defer"></script>
        <!-- the colour scheme toggle and the code blocks' copy buttons -->
        <script type="text/javascript" src="{$root}reader.js" defer="defer"></script>
      </head>
      <body class="page-{@kind}">
        <!-- The first stop of the Tab key. XHTML 1.0 has no role attribute and no
             header/nav/main elements: search.js gives the landmarks their roles. -->
        <p class="skip-link"><a href="#site_content"><xsl:call-template name="word"><xsl:with-param name="key" select="'skip-to-content'"/></xsl:call-template></a></p>
        <div id="site_top" class="masthead">
          <div class="masthead-inner">
            <a class="brand" href="{@home}">
              <!-- site.json's logo, named by the site's title for those who cannot see it;
                   it takes the place of the accent square. -->
              <xsl:if test="@logo">
                <xsl:attribute name="class">brand brand-with-logo</xsl:attribute>
                <img class="brand-logo" src="{@logo}">
                  <xsl:attribute name="alt"><xsl:call-template name="site-title"/></xsl:attribute>
                </img>
              </xsl:if>
              <xsl:call-template name="site-title"/>
            </a>
            <xsl:apply-templates select="crumbs[crumb]"/>
            <xsl:if test="@faq">
              <a class="nav-faq" href="{@faq}">
                <xsl:call-template name="word"><xsl:with-param name="key" select="'faq'"/></xsl:call-template>
              </a>
            </xsl:if>
            <xsl:if test="@glossary">
              <a class="nav-glossary" href="{@glossary}">
                <xsl:call-template name="word"><xsl:with-param name="key" select="'glossary'"/></xsl:call-template>
              </a>
            </xsl:if>
            <form id="site_search" class="search" action="{@home}" method="get">
              <div>
                <label for="search_query" class="search-label visually-hidden">
                  <xsl:call-template name="word"><xsl:with-param name="key" select="'search'"/></xsl:call-template>
                </label>
                <input type="text" id="search_query" name="q" size="24">
                  <xsl:attribute name="title">
                    <xsl:call-template name="word"><xsl:with-param name="key" select="'search'"/></xsl:call-template>
                  </xsl:attribute>
                </input>
              </div>
            </form>
            <!-- Shown once the script in <head> ran (html[data-mode]): without scripts it could do nothing. -->
            <button type="button" id="theme_switch" class="theme-switch">
              <span class="visually-hidden" id="theme_name"><xsl:call-template name="word"><xsl:with-param name="key" select="'theme'"/></xsl:call-template></span>
            </button>
          </div>
          <xsl:if test="count(alternate) &gt; 1">
            <div class="languages">
              <span class="languages-label">
                <xsl:call-template name="word"><xsl:with-param name="key" select="'languages'"/></xsl:call-template>
              </span>
              <ul>
                <xsl:apply-templates select="alternate" mode="switcher"/>
              </ul>
            </div>
          </xsl:if>
        </div>
        <div id="search_results" class="search-results">
          <p id="search_status" class="search-status"></p>
          <!-- Words search.js shows: each language's label, "{n} more", and what to do when search cannot run. -->
          <p id="search_words" class="search-words">
            <xsl:for-each select="search-language">
              <span id="search_lang_{@code}">
                <xsl:call-template name="word">
                  <xsl:with-param name="key" select="'result-language'"/>
                  <xsl:with-param name="n"><xsl:call-template name="language-name"><xsl:with-param name="code" select="@code"/></xsl:call-template></xsl:with-param>
                </xsl:call-template>
              </span>
            </xsl:for-each>
            <span id="search_more">
              <xsl:call-template name="word"><xsl:with-param name="key" select="'search-more'"/><xsl:with-param name="n" select="'{n}'"/></xsl:call-template>
            </span>
            <span id="search_label"><xsl:call-template name="word"><xsl:with-param name="key" select="'search'"/></xsl:call-template></span>
            <span id="search_empty_word"><xsl:call-template name="word"><xsl:with-param name="key" select="'search-empty'"/></xsl:call-template></span>
            <span id="search_offline">
              <xsl:call-template name="word"><xsl:with-param name="key" select="'search-offline'"/></xsl:call-template>
              <xsl:text> </xsl:text><code>courses/</code>
              <xsl:call-template name="word"><xsl:with-param name="key" select="'search-offline-run'"/></xsl:call-template>
              <xsl:text> </xsl:text><code>coursec serve</code>
              <xsl:call-template name="word"><xsl:with-param name="key" select="'search-offline-or'"/></xsl:call-template>
              <xsl:text> </xsl:text><code>python3 -m http.server</code>
            </span>
            <span id="search_failed"><xsl:call-template name="word"><xsl:with-param name="key" select="'search-failed'"/></xsl:call-template></span>
          </p>
          <!-- Words reader.js and search.js show: the colour schemes, the copy button, the landmarks' names. -->
          <p id="reader_words" class="search-words">
            <xsl:call-template name="reader-word"><xsl:with-param name="key" select="'theme-auto'"/></xsl:call-template>
            <xsl:call-template name="reader-word"><xsl:with-param name="key" select="'theme-light'"/></xsl:call-template>
            <xsl:call-template name="reader-word"><xsl:with-param name="key" select="'theme-dark'"/></xsl:call-template>
            <xsl:call-template name="reader-word"><xsl:with-param name="key" select="'copy'"/></xsl:call-template>
            <xsl:call-template name="reader-word"><xsl:with-param name="key" select="'copied'"/></xsl:call-template>
            <xsl:call-template name="reader-word"><xsl:with-param name="key" select="'copy-by-hand'"/></xsl:call-template>
            <xsl:call-template name="reader-word"><xsl:with-param name="key" select="'trail'"/></xsl:call-template>
          </p>
        </div>
        <div id="site_content" class="content">
          <xsl:apply-templates select="*[not(self::alternate or self::crumbs or self::search-language or self::site-footer)]"/>
        </div>
        <xsl:apply-templates select="site-footer"/>
      </body>
    </html>
  </xsl:template>

  <!-- Every kind of page says what it is before the site's name, so no two
       pages share a <title>: a lesson's title, a course's lesson list, the FAQ;
       the home page is the site's name alone, in its own language. -->
  <xsl:template name="page-title">
    <xsl:choose>
      <xsl:when test="@kind = 'faq'">
        <xsl:call-template name="word"><xsl:with-param name="key" select="'faq-title'"/></xsl:call-template>
        <xsl:text> — </xsl:text>
      </xsl:when>
      <xsl:when test="@kind = 'not-found'">
        <xsl:call-template name="word"><xsl:with-param name="key" select="'not-found-title'"/></xsl:call-template>
        <xsl:text> — </xsl:text>
      </xsl:when>
      <xsl:when test="@kind = 'glossary'">
        <xsl:call-template name="word"><xsl:with-param name="key" select="'glossary-title'"/></xsl:call-template>
        <xsl:text> — </xsl:text>
      </xsl:when>
      <xsl:when test="@kind = 'print'">
        <xsl:value-of select="@title"/>
        <xsl:text>: </xsl:text>
        <xsl:call-template name="word"><xsl:with-param name="key" select="'print-page'"/></xsl:call-template>
        <xsl:text> — </xsl:text>
      </xsl:when>
      <xsl:when test="@kind = 'status'">
        <xsl:call-template name="word"><xsl:with-param name="key" select="'status-title'"/></xsl:call-template>
        <xsl:text> — </xsl:text>
      </xsl:when>
      <xsl:when test="@kind = 'lesson-index'">
        <xsl:value-of select="@title"/>
        <xsl:text>: </xsl:text>
        <xsl:call-template name="word"><xsl:with-param name="key" select="'lessons'"/></xsl:call-template>
        <xsl:text> — </xsl:text>
      </xsl:when>
      <xsl:when test="@title != ''">
        <xsl:value-of select="@title"/>
        <xsl:text> — </xsl:text>
      </xsl:when>
    </xsl:choose>
    <xsl:call-template name="site-title"/>
  </xsl:template>

  <!-- The trail to this page: the brand already links home, so the trail leaves
       home out and ends with the page the reader is on (a lesson, a course's
       lesson list), not a link. -->
  <xsl:template match="crumbs[crumb]">
    <xsl:variable name="current" select="/page[@kind = 'lesson' or @kind = 'lesson-index' or @kind = 'standalone']/@title"/>
    <xsl:if test="crumb[not(@key = 'home')] or $current">
    <!-- The trail is a list inside a navigation landmark (search.js gives the div its
         role and name): a role on the list itself took its items' list semantics away. -->
    <div class="trail">
    <ul class="crumbs">
      <xsl:for-each select="crumb[not(@key = 'home')]">
        <li>
          <a href="{@href}">
            <xsl:choose>
              <xsl:when test="@key">
                <xsl:call-template name="word"><xsl:with-param name="key" select="@key"/></xsl:call-template>
              </xsl:when>
              <xsl:otherwise><xsl:value-of select="."/></xsl:otherwise>
            </xsl:choose>
          </a>
        </li>
      </xsl:for-each>
      <xsl:if test="$current">
        <li><strong class="crumb-current"><xsl:value-of select="$current"/></strong></li>
      </xsl:if>
    </ul>
    </div>
    </xsl:if>
  </xsl:template>

  <!-- site.json's stand-alone pages (About, Contributing), under every page; one that
       the page's language lacks is named in the language it is shown in. -->
  <xsl:template match="site-footer">
    <div class="site-footer">
      <ul>
        <xsl:for-each select="footer-link">
          <li>
            <a href="{@href}">
              <xsl:if test="@lang">
                <xsl:attribute name="hreflang"><xsl:value-of select="@lang"/></xsl:attribute>
                <xsl:attribute name="lang"><xsl:value-of select="@lang"/></xsl:attribute>
                <xsl:attribute name="xml:lang"><xsl:value-of select="@lang"/></xsl:attribute>
              </xsl:if>
              <xsl:value-of select="."/>
            </a>
          </li>
        </xsl:for-each>
      </ul>
    </div>
  </xsl:template>

  <!-- A word a script shows, as <span id="word_KEY">: XHTML 1.0 has no data- attributes. -->
  <xsl:template name="reader-word">
    <xsl:param name="key"/>
    <span id="word_{translate($key, '-', '_')}"><xsl:call-template name="word"><xsl:with-param name="key" select="$key"/></xsl:call-template></span>
  </xsl:template>

  <!-- The language switcher: each language named in itself (日本語, Türkçe,
       English), so a reader finds their own language whatever the page's. -->
  <xsl:template match="alternate" mode="switcher">
    <li>
      <xsl:choose>
        <xsl:when test="@current = 'yes'">
          <strong class="current-language" lang="{@hreflang}" xml:lang="{@hreflang}">
            <xsl:call-template name="language-endonym"><xsl:with-param name="code" select="@hreflang"/></xsl:call-template>
          </strong>
        </xsl:when>
        <xsl:otherwise>
          <a href="{@href}" hreflang="{@hreflang}" lang="{@hreflang}" xml:lang="{@hreflang}">
            <xsl:call-template name="language-endonym"><xsl:with-param name="code" select="@hreflang"/></xsl:call-template>
          </a>
        </xsl:otherwise>
      </xsl:choose>
    </li>
  </xsl:template>
</xsl:stylesheet>
