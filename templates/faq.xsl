<?xml version="1.0" encoding="UTF-8"?>
<!-- Every question and answer of one language, each linking back to its lesson. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:template match="faq-page">
    <div class="faq-page">
      <h1><xsl:call-template name="word"><xsl:with-param name="key" select="'faq-title'"/></xsl:call-template></h1>
      <xsl:for-each select="course">
        <h2><a href="{@href}"><xsl:value-of select="@title"/></a></h2>
        <xsl:for-each select="lesson">
          <h3><a href="{@href}"><xsl:value-of select="@title"/></a></h3>
          <xsl:for-each select="question">
            <div class="faq-entry">
              <xsl:if test="@lang">
                <xsl:attribute name="class">faq-entry untranslated</xsl:attribute>
                <xsl:attribute name="lang"><xsl:value-of select="@lang"/></xsl:attribute>
                <xsl:attribute name="xml:lang"><xsl:value-of select="@lang"/></xsl:attribute>
                <p class="untranslated-label" lang="{/page/@lang}" xml:lang="{/page/@lang}">
                  <xsl:call-template name="word"><xsl:with-param name="key" select="'untranslated-label'"/></xsl:call-template>
                </p>
              </xsl:if>
              <h4 id="{@id}"><xsl:value-of select="text()"/></h4>
              <xsl:apply-templates select="answer/*"/>
              <p class="faq-back"><a href="{@href}"><xsl:call-template name="word"><xsl:with-param name="key" select="'in-lesson'"/></xsl:call-template> →</a></p>
            </div>
          </xsl:for-each>
        </xsl:for-each>
      </xsl:for-each>
    </div>
  </xsl:template>
</xsl:stylesheet>
