<?xml version="1.0" encoding="UTF-8"?>
<!-- Interface words: i18n/<lang>.xml for the page's language (coursec picks
     en when a language has no file), with {n} and {m} filled in. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml"
    xmlns:names="urn:coursec:language-names"
    exclude-result-prefixes="names">

  <xsl:variable name="words" select="document(concat('i18n/', /page/@words, '.xml'))/words"/>

  <!-- Words by key: a page looks up dozens, and a scan of the file for each was
       a tenth of rendering a page. -->
  <xsl:key name="word" match="word" use="@key"/>

  <!-- The site's name: courses/site.json's title in the page's language, else the interface word. -->
  <xsl:template name="site-title">
    <xsl:choose>
      <xsl:when test="/page/@site-title"><xsl:value-of select="/page/@site-title"/></xsl:when>
      <xsl:otherwise><xsl:call-template name="word"><xsl:with-param name="key" select="'site'"/></xsl:call-template></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="word">
    <xsl:param name="key"/>
    <xsl:param name="n" select="''"/>
    <xsl:param name="m" select="''"/>
    <xsl:param name="in" select="$words"/>
    <!-- key() looks in the document of the context node: the words file. -->
    <xsl:for-each select="$in">
      <!-- A word may have a form for one (key-one), as English "1 lesson". -->
      <xsl:variable name="one" select="key('word', concat($key, '-one'))"/>
      <xsl:variable name="text" select="string($one[$n = '1'] | key('word', $key)[not($n = '1' and $one)])"/>
      <xsl:choose>
        <!-- Most words have no slot, and filling through two result trees cost each of them alike. -->
        <xsl:when test="not(contains($text, '{n}')) and not(contains($text, '{m}'))"><xsl:value-of select="$text"/></xsl:when>
        <xsl:otherwise>
          <xsl:call-template name="fill">
            <xsl:with-param name="text">
              <xsl:call-template name="fill">
                <xsl:with-param name="text" select="$text"/>
                <xsl:with-param name="slot" select="'{n}'"/>
                <xsl:with-param name="value" select="$n"/>
              </xsl:call-template>
            </xsl:with-param>
            <xsl:with-param name="slot" select="'{m}'"/>
            <xsl:with-param name="value" select="$m"/>
          </xsl:call-template>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:for-each>
  </xsl:template>

  <xsl:template name="fill">
    <xsl:param name="text"/>
    <xsl:param name="slot"/>
    <xsl:param name="value"/>
    <xsl:choose>
      <xsl:when test="contains($text, $slot)">
        <xsl:value-of select="concat(substring-before($text, $slot), $value, substring-after($text, $slot))"/>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$text"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A language's name in the page's language, or its code when the words file
       lacks it. Codes match whatever their case (a folder may say pt-br or pt-BR). -->
  <xsl:variable name="upper-case" select="'ABCDEFGHIJKLMNOPQRSTUVWXYZ'"/>
  <xsl:variable name="lower-case" select="'abcdefghijklmnopqrstuvwxyz'"/>

  <xsl:key name="language" match="language" use="translate(@code, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')"/>

  <xsl:template name="language-name">
    <xsl:param name="code"/>
    <xsl:variable name="wanted" select="translate($code, $upper-case, $lower-case)"/>
    <xsl:variable name="name">
      <xsl:for-each select="$words"><xsl:value-of select="key('language', $wanted)"/></xsl:for-each>
    </xsl:variable>
    <xsl:choose>
      <xsl:when test="string($name) != ''"><xsl:value-of select="$name"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="$code"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A language's name in itself (the switcher names every language so); a
       code not listed here is named in the page's language. -->
  <names:language code="ar">العربية</names:language>
  <names:language code="de">Deutsch</names:language>
  <names:language code="en">English</names:language>
  <names:language code="es">Español</names:language>
  <names:language code="fr">Français</names:language>
  <names:language code="it">Italiano</names:language>
  <names:language code="ja">日本語</names:language>
  <names:language code="ko">한국어</names:language>
  <names:language code="nl">Nederlands</names:language>
  <names:language code="pl">Polski</names:language>
  <names:language code="pt">Português</names:language>
  <names:language code="pt-br">Português do Brasil</names:language>
  <names:language code="ru">Русский</names:language>
  <names:language code="tr">Türkçe</names:language>
  <names:language code="zh">中文</names:language>

  <xsl:template name="language-endonym">
    <xsl:param name="code"/>
    <xsl:variable name="wanted" select="translate($code, $upper-case, $lower-case)"/>
    <xsl:variable name="own" select="document('')/*/names:language[@code = $wanted]"/>
    <xsl:choose>
      <xsl:when test="$own"><xsl:value-of select="$own"/></xsl:when>
      <xsl:otherwise><xsl:call-template name="language-name"><xsl:with-param name="code" select="$code"/></xsl:call-template></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
