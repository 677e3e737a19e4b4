<?xml version="1.0" encoding="UTF-8"?>
<!-- The home page: every course, each edition named and counted in its own language. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:template match="courses">
    <div class="home">
      <h1><xsl:call-template name="word"><xsl:with-param name="key" select="'site'"/></xsl:call-template></h1>
      <ul class="course-list">
        <xsl:for-each select="course">
          <li class="course-card">
            <h2 lang="{@lang}" xml:lang="{@lang}"><xsl:value-of select="@title"/></h2>
            <ul class="editions">
              <xsl:for-each select="edition">
                <xsl:variable name="edition-words" select="document(concat('i18n/', @words, '.xml'))/words"/>
                <li lang="{@lang}" xml:lang="{@lang}">
                  <a href="{@href}"><xsl:value-of select="@title"/></a>
                  <span class="meta">
                    <xsl:call-template name="word">
                      <xsl:with-param name="key" select="'lesson-count'"/>
                      <xsl:with-param name="n" select="@lessons"/>
                      <xsl:with-param name="in" select="$edition-words"/>
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
              <a href="{@href}">
                <xsl:call-template name="word">
                  <xsl:with-param name="key" select="'faq-title'"/>
                  <xsl:with-param name="in" select="$link-words"/>
                </xsl:call-template>
              </a>
            </li>
          </xsl:for-each>
        </ul>
      </xsl:if>
    </div>
  </xsl:template>
</xsl:stylesheet>
