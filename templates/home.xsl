<?xml version="1.0" encoding="UTF-8"?>
<!-- A home page, one per interface language: every course, each edition named
     by its language and counted in the page's words; then the FAQ pages. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:template match="courses">
    <div class="home">
      <h1><xsl:call-template name="site-title"/></h1>
      <p class="lead home-intro">
        <xsl:choose>
          <!-- courses/site.json's introduction, else the interface words' (docs/format.md). -->
          <xsl:when test="@introduction"><xsl:value-of select="@introduction"/></xsl:when>
          <xsl:otherwise><xsl:call-template name="word"><xsl:with-param name="key" select="'home-intro'"/></xsl:call-template></xsl:otherwise>
        </xsl:choose>
      </p>
      <ul class="course-list">
        <xsl:for-each select="course">
          <li class="course-card">
            <h2>
              <xsl:if test="@lang != /page/@lang">
                <xsl:attribute name="lang"><xsl:value-of select="@lang"/></xsl:attribute>
                <xsl:attribute name="xml:lang"><xsl:value-of select="@lang"/></xsl:attribute>
              </xsl:if>
              <xsl:value-of select="@title"/>
            </h2>
            <ul class="editions">
              <xsl:for-each select="edition">
                <li>
                  <a href="{@href}" hreflang="{@lang}">
                    <xsl:call-template name="language-name"><xsl:with-param name="code" select="@lang"/></xsl:call-template>
                  </a>
                  <xsl:if test="@lang != /page/@lang">
                    <xsl:text> </xsl:text>
                    <span class="edition-title" lang="{@lang}" xml:lang="{@lang}"><xsl:value-of select="@title"/></span>
                  </xsl:if>
                  <span class="meta">
                    <xsl:call-template name="word">
                      <xsl:with-param name="key" select="'lesson-count'"/>
                      <xsl:with-param name="n" select="@lessons"/>
                    </xsl:call-template>
                  </span>
                </li>
              </xsl:for-each>
            </ul>
          </li>
        </xsl:for-each>
      </ul>
      <xsl:if test="faq-link">
        <ul class="faq-links">
          <xsl:for-each select="faq-link">
            <xsl:variable name="link-words" select="document(concat('i18n/', @words, '.xml'))/words"/>
            <li lang="{@lang}" xml:lang="{@lang}">
              <a href="{@href}" hreflang="{@lang}">
                <xsl:call-template name="word">
                  <xsl:with-param name="key" select="'faq-title'"/>
                  <xsl:with-param name="in" select="$link-words"/>
                </xsl:call-template>
              </a>
              <!-- Another language's page says which, in this page's words. -->
              <xsl:if test="@lang != /page/@lang">
                <xsl:text> </xsl:text>
                <span class="faq-language" lang="{/page/@lang}" xml:lang="{/page/@lang}">
                  <xsl:call-template name="word">
                    <xsl:with-param name="key" select="'result-language'"/>
                    <xsl:with-param name="n"><xsl:call-template name="language-name"><xsl:with-param name="code" select="@lang"/></xsl:call-template></xsl:with-param>
                  </xsl:call-template>
                </span>
              </xsl:if>
            </li>
          </xsl:for-each>
        </ul>
      </xsl:if>
    </div>
  </xsl:template>
</xsl:stylesheet>
