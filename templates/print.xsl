<?xml version="1.0" encoding="UTF-8"?>
<!-- A course in one language on one page (print.html): the course's title, its
     lessons listed, then every lesson in order under its number and title. The
     lessons' ids and links were made to hold on one page by coursec (PrintAnchors). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:template match="print-page">
    <div class="print-course">
      <p class="kicker"><xsl:call-template name="word"><xsl:with-param name="key" select="'print-page'"/></xsl:call-template></p>
      <h1><xsl:value-of select="@title"/></h1>
      <div class="print-contents">
        <h2><xsl:call-template name="word"><xsl:with-param name="key" select="'print-contents'"/></xsl:call-template></h2>
        <ol class="print-toc">
          <xsl:for-each select="toc/entry">
            <li>
              <span class="number"><xsl:value-of select="@number"/></span>
              <xsl:text> </xsl:text>
              <a href="{@href}">
                <xsl:call-template name="field-language"><xsl:with-param name="lang" select="@lang"/></xsl:call-template>
                <xsl:value-of select="."/>
              </a>
            </li>
          </xsl:for-each>
        </ol>
      </div>
      <xsl:apply-templates select="print-lesson"/>
    </div>
  </xsl:template>

  <xsl:template match="print-lesson">
    <div class="print-lesson lesson" id="{@id}">
      <p class="kicker">
        <xsl:call-template name="word">
          <xsl:with-param name="key" select="'lesson-number'"/>
          <xsl:with-param name="n" select="@number"/>
        </xsl:call-template>
      </p>
      <h2 class="print-lesson-title"><xsl:call-template name="field-language"><xsl:with-param name="lang" select="@title-lang"/></xsl:call-template><xsl:value-of select="@title"/></h2>
      <xsl:if test="@summary">
        <p class="lead">
          <xsl:call-template name="field-language">
            <xsl:with-param name="lang" select="@summary-lang"/>
            <xsl:with-param name="class" select="'lead'"/>
          </xsl:call-template>
          <xsl:value-of select="@summary"/>
        </p>
      </xsl:if>
      <xsl:apply-templates select="body"/>
    </div>
  </xsl:template>
</xsl:stylesheet>
