<?xml version="1.0" encoding="UTF-8"?>
<!-- The glossary of one language (courses/glossary.json), and the links from a
     term's first use on a page to its entry. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:template match="glossary-page">
    <div class="glossary-page">
      <h1><xsl:call-template name="word"><xsl:with-param name="key" select="'glossary-title'"/></xsl:call-template></h1>
      <dl class="glossary">
        <xsl:for-each select="term-entry">
          <dt id="{@id}"><xsl:value-of select="@name"/></dt>
          <dd>
            <xsl:if test="@means"><p><xsl:value-of select="@means"/></p></xsl:if>
            <xsl:if test="avoid">
              <p class="glossary-avoid">
                <xsl:call-template name="word"><xsl:with-param name="key" select="'glossary-avoid'"/></xsl:call-template>
                <xsl:text> </xsl:text>
                <xsl:for-each select="avoid">
                  <xsl:if test="position() &gt; 1"><xsl:text>, </xsl:text></xsl:if>
                  <del><xsl:value-of select="."/></del>
                </xsl:for-each>
              </p>
            </xsl:if>
            <xsl:if test="elsewhere">
              <p class="glossary-elsewhere">
                <xsl:for-each select="elsewhere">
                  <xsl:if test="position() &gt; 1"><xsl:text> · </xsl:text></xsl:if>
                  <xsl:call-template name="language-name"><xsl:with-param name="code" select="@lang"/></xsl:call-template>
                  <xsl:text>: </xsl:text>
                  <span lang="{@lang}" xml:lang="{@lang}"><xsl:value-of select="."/></span>
                </xsl:for-each>
              </p>
            </xsl:if>
          </dd>
        </xsl:for-each>
      </dl>
    </div>
  </xsl:template>

  <xsl:template match="term">
    <a class="term" href="{@href}">
      <xsl:if test="@means"><xsl:attribute name="title"><xsl:value-of select="@means"/></xsl:attribute></xsl:if>
      <xsl:apply-templates/>
    </a>
  </xsl:template>
</xsl:stylesheet>
